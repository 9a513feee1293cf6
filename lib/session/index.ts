export {
  CACHE_KEY,
  clientState,
  clientLanguage,
  clientTableId,
  clientTableName,
  clientViewPage,
  clientApprovalStatus,
  clientPersons,
  clientOrderId,
  clientMenuList,
  updateClientState,
  resetClientState,
  serverNow,
} from './client-state';
export type { ApprovalStatus, ViewPage, OrderTab, ClientState } from './client-state';
export { api, ApiError, call } from './http';
export { lastLoad } from './last-load';
export {
  contentChanged,
  listenToContentChanges,
  onContentChanged,
  READ_AGAIN,
} from './content-changes';
export type { ContentChangeListener } from './content-changes';
export type { LastLoad } from './last-load';
export {
  getSocket,
  onSocket,
  chatEventOf,
  emitSocket,
  emitSocketWithAck,
  reconnectSocket,
  disconnectSocket,
  refreshSocketSession,
  socketConnected,
  connectionLost,
  socketRefused,
  emitSocketAnswered,
  socketUsable,
  HEARTBEAT_LOST_MS,
  OFFLINE_GRACE_MS,
  socketHasCurrentSession,
  socketConnectionId,
} from './socket';
