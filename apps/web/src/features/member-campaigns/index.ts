/** The member-campaigns feature's public surface: a member's running bonus-point campaigns. */
export { useActiveCampaigns } from './api';
export { ActiveCampaigns } from './ActiveCampaigns';
export { rewardShort } from './campaign-text';
