// What the page (app/main) uses of the table PIN: the dialog, the read-only gate state, and
// the action that asks for the PIN.
export { DeferredPinDialog as PinDialog } from './DeferredPinDialog';
export { pinNeeded, pinPassedAt, requirePin } from './pin-store';
