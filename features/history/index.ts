// What other rooms use of the history: the view, the dishes ordered (read-only, for the menu's
// favourites and counts), and the page's load and connect actions.
export { DeferredHistoryView as HistoryView, prefetchHistoryView } from './DeferredHistoryView';
export {
  historyDishData,
  loadHistory,
  connectHistoryStore,
  resetHistoryStore,
} from './history-store';
