// What the app uses of the home page: the page itself (loaded lazily).
export { HomePage } from './HomePage';
