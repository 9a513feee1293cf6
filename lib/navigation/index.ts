export { useBlockBack } from './block-back';
