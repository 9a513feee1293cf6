export { notifications } from './notify';
