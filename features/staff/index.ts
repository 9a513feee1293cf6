// What the app uses of the staff console: the console itself.
export { StaffConsole } from './components/StaffConsole';
