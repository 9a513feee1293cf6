export { EntryPage } from './EntryPage';
export { resolveEntry, rememberTable, tableStateOf, approvalOf } from './entry-store';
export type { TableStatus, EntryResult, EntryProblem } from './entry-store';
