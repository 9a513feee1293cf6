// What other rooms use of the table PIN: the dialog and the banner, the read-only gate state,
// and the action that asks for the PIN.
export { DeferredPinDialog as PinDialog } from './DeferredPinDialog';
export { PinBanner } from './PinBanner';
export { loadTablePin, pinNeeded, pinPassedAt, requirePin, tablePin } from './pin-store';
