// What the page (app/main) uses of the call for service: the dialog and its open action.
export { DeferredCallWaiterDialog as CallWaiterDialog } from './DeferredCallWaiterDialog';
export { setCallOpen, setLiteMode as setCallLiteMode } from './call-store';
