export { StaffConsole, ConsoleShell } from './components/StaffConsole';
export { TableCodeView } from './components/TableCodeView';
export type { ConsoleTab } from './components/StaffConsole';
export { resetStaffStore } from './staff-store';
