/** The contractor-websites feature's public surface for other features (besides ./api). */
export { MyWebsiteSection } from './MyWebsiteSection';
