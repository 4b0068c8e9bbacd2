/** The admin-codes feature's public surface for other features (besides ./api). */
export { MemberCodes, MemberHistory, MemberPointsPanel } from './MemberPanels';
export { MemberPicker } from './MemberPicker';
