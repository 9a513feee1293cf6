export { VirtualList, virtualListAligns } from './VirtualList/VirtualList';
export type { VirtualListProps, VirtualListHandle, VirtualListAlign } from './VirtualList/VirtualList';
export { QuantityStepper, quantityStepperSizes } from './QuantityStepper/QuantityStepper';
export type { QuantityStepperProps } from './QuantityStepper/QuantityStepper';
export { Price, formatPrice, priceTones, priceSizes, DEFAULT_CURRENCY } from './Price/Price';
export type { PriceProps } from './Price/Price';
