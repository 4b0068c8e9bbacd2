export { HomeBanners } from './HomeBanners';
