export { tapGuard } from './tap-guard';
