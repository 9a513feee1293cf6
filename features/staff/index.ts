// What the app uses of the staff console: the console itself and the table code page.
export { StaffConsole } from './components/StaffConsole';
export { TableCodeView } from './components/TableCodeView';
