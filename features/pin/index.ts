export { DeferredPinDialog as PinDialog } from './DeferredPinDialog';
export {
  pinNeeded,
  pinPassedAt,
  pinProblem,
  requirePin,
  submitPin,
  resetPinStore,
} from './pin-store';
