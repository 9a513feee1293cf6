export { DeferredPinDialog as PinDialog } from './DeferredPinDialog';
export { PinBanner } from './PinBanner';
export { PinChangeForm } from './PinChangeForm';
export {
  changePin,
  loadTablePin,
  pinNeeded,
  pinPassedAt,
  pinProblem,
  pinRetryAt,
  requirePin,
  submitPin,
  resetPinStore,
  tablePin,
} from './pin-store';
