// What the page (app/main) uses of the guided tour: the tour itself, which starts on its own.
export { GuideTour } from './GuideTour';
