// What the page (app/main) uses of the guided tour: the tour itself, which starts on its own
// (its cards load apart from the menu).
export { DeferredGuideTour as GuideTour } from './DeferredGuideTour';
