/** The gold-group feature's public surface for other features (besides ./api). */
export { GoldZoneSection } from './GoldZoneSection';
