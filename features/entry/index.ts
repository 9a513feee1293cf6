// What other rooms use of the entry: the page, and the table status readers and memory.
export { EntryPage } from './EntryPage';
export {
  rememberTable,
  tableStateOf,
  approvalOf,
  takeScannedTable,
  scanOnLoad,
  earlyScanFoundOpenTable,
} from './entry-store';
