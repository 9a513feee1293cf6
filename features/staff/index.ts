export { StaffConsole, ConsoleShell } from './components/StaffConsole';
export type { ConsoleTab } from './components/StaffConsole';
export { resetStaffStore } from './staff-store';
