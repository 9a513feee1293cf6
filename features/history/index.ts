export { DeferredHistoryView as HistoryView, prefetchHistoryView } from './DeferredHistoryView';
export {
  orderHistory,
  historyDishData,
  historyLoading,
  historyFailed,
  historyTab,
  historyTabs,
  visibleSections,
  visibleTotals,
  loadHistory,
  connectHistoryStore,
  resetHistoryStore,
  makeStatus,
} from './history-store';
export type {
  OrderHistory,
  HistorySection,
  HistoryDishView,
  HistoryTab,
  MakeStatus,
  HistoryDishData,
} from './history-store';
