// What other rooms use of the dining review: the review page (the notice centre's EVALUATION
// tab) and the submit that closing that tab sends.
export { ReviewPanel } from './ReviewPanel';
export { useSubmitReview } from './use-submit-review';
