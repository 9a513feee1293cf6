export { DeferredCallWaiterDialog as CallWaiterDialog } from './DeferredCallWaiterDialog';
export {
  callOpen,
  setCallOpen,
  serviceOptions,
  selectedIds,
  message,
  canCall,
  loadServiceOptions,
  toggleOption,
  setMessage,
  callWaiter,
  optionTitle,
  resetCallStore,
} from './call-store';
export type { ServiceOption } from './call-store';
