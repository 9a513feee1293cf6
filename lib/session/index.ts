export {
  CACHE_KEY,
  clientState,
  clientLanguage,
  clientTableId,
  clientTableName,
  clientViewPage,
  clientPersons,
  clientOrderId,
  clientMenuList,
  updateClientState,
  resetClientState,
  serverNow,
} from './client-state';
export type { ApprovalStatus, ViewPage, OrderTab, ClientState } from './client-state';
export { api, ApiError } from './http';
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
  emitSocketAnswered,
  socketUsable,
  HEARTBEAT_LOST_MS,
  socketHasCurrentSession,
} from './socket';
