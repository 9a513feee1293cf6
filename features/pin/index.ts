export { PinDialog } from './PinDialog';
export {
  pinNeeded,
  pinPassedAt,
  pinProblem,
  requirePin,
  submitPin,
  resetPinStore,
} from './pin-store';
