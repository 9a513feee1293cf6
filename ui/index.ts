export { VirtualList, virtualListAligns } from './VirtualList/VirtualList';
export type { VirtualListProps, VirtualListHandle, VirtualListAlign } from './VirtualList/VirtualList';
