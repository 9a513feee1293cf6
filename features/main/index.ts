export { MainPage } from './MainPage';
