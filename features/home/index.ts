export { HomePage, mediaHref, uniqueHours } from './HomePage';
export { loadHome, homeData } from './home-store';
export type { HomeMenu, HomeData } from './home-store';
