/** The admin-codes feature's public surface for other features. */
export { useMemberPoints } from './api';
export { MemberCodes, MemberHistory, MemberPointsPanel } from './MemberPanels';
export { MemberPicker } from './MemberPicker';
