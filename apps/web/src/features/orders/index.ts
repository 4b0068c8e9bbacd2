/** The orders feature's public surface for other features (besides ./api). */
export { MemberOrdersSection } from './admin/MemberOrdersSection';
