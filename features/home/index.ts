// What the app uses of the home page: the page itself, and its content's load (started with a
// scan, before the page shows).
export { HomePage } from './HomePage';
export { loadHome } from './home-store';
