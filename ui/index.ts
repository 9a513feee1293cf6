export { VirtualList, virtualListAligns } from './VirtualList/VirtualList';
export type {
  VirtualListProps,
  VirtualListHandle,
  VirtualListAlign,
} from './VirtualList/VirtualList';
export { QuantityStepper, quantityStepperSizes } from './QuantityStepper/QuantityStepper';
export type { QuantityStepperProps } from './QuantityStepper/QuantityStepper';
export { Price, priceTones, priceSizes } from './Price/Price';
export type { PriceProps } from './Price/Price';
export { Icon, iconSizes, iconVariants, iconTones, iconTone, iconMessageId } from './icons/Icon';
export type { IconProps, IconSize, IconVariant, IconTone, IconNameOrAlias } from './icons/Icon';
export {
  allergenKeys,
  labelKeys,
  navIconKeys,
  uiIconKeys,
  dishTagKeys,
  iconNames,
  iconAliases,
  isIconName,
  isDishTagKey,
  iconKind,
} from './icons/keys';
export type {
  AllergenKey,
  LabelKey,
  NavIconKey,
  UiIconKey,
  DishTagKey,
  IconName,
  IconKind,
} from './icons/keys';
export { Overlay, overlayPlacements } from './Overlay/Overlay';
export type { OverlayProps, OverlayPlacement } from './Overlay/Overlay';
export { CloseButton } from './CloseButton/CloseButton';
export type { CloseButtonProps } from './CloseButton/CloseButton';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
export { Dialog, dialogTones } from './Dialog/Dialog';
export type { DialogProps } from './Dialog/Dialog';
export { Sheet } from './Sheet/Sheet';
export type { SheetProps } from './Sheet/Sheet';
export { ConfirmDialog, confirmDialogVariants } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { CoachMark } from './CoachMark/CoachMark';
export type { CoachMarkProps, CoachMarkRect } from './CoachMark/CoachMark';
export { NotificationRegion, notificationAnchors } from './Notifications/Notifications';
export { useKeepClearOfNotifications } from './Notifications/clearance';
export type { NotificationRegionProps, NotificationAnchor } from './Notifications/Notifications';
export {
  NotificationQueue,
  notificationLevels,
  MAX_NOTIFICATIONS,
  DEFAULT_NOTIFICATION_DURATION,
} from './Notifications/queue';
export type {
  Notification,
  NotificationLevel,
  NotificationQueueOptions,
  NotifyOptions,
} from './Notifications/queue';
export {
  Picture,
  pictureFits,
  pictureRoundings,
  picturePreload,
  preloadPicture,
} from './Picture/Picture';
export type { PicturePreload, PictureProps, PictureStatus } from './Picture/Picture';
export { ImageCarousel, IMAGE_CAROUSEL_MAX } from './ImageCarousel/ImageCarousel';
export type { ImageCarouselProps, CarouselImage } from './ImageCarousel/ImageCarousel';
export {
  Banner,
  bannerSizes,
  bannerTones,
  bannerSizeAfterClose,
  BANNER_LARGE_MS,
  BANNER_APPROVED_CLOSE_MS,
} from './Banner/Banner';
export type { BannerProps, BannerSize, BannerTone } from './Banner/Banner';
export { PinInput, PIN_LENGTH } from './PinInput/PinInput';
export type { PinInputProps } from './PinInput/PinInput';
export { Badge, badgeTones, badgeText, BADGE_MAX } from './Badge/Badge';
export type { BadgeProps, BadgeTone } from './Badge/Badge';
export {
  IconButton,
  PlainIconButton,
  ToggleIconButton,
  iconButtonVariants,
  iconButtonSizes,
} from './IconButton/IconButton';
export type {
  IconButtonProps,
  PlainIconButtonProps,
  ToggleIconButtonProps,
} from './IconButton/IconButton';
export { BottomBar, bottomBarTabs } from './BottomBar/BottomBar';
export type { BottomBarProps, BottomBarTab } from './BottomBar/BottomBar';
export { TableInfoWindow, TABLE_INFO_LAST_SECONDS } from './TableInfoWindow/TableInfoWindow';
export type { TableInfoWindowProps } from './TableInfoWindow/TableInfoWindow';
export { StarRating, starRatingSizes, MAX_STARS } from './StarRating/StarRating';
export type { StarRatingProps } from './StarRating/StarRating';
export { EmptyState, emptyStateSizes } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { Skeleton, skeletonVariants } from './Skeleton/Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton/Skeleton';
export {
  Countdown,
  countdownSizes,
  countdownTones,
  countdownTone,
  formatRemainingTime,
  remainingSeconds,
  DEFAULT_WARN_BELOW_MS,
} from './Countdown/Countdown';
export type { CountdownProps, CountdownTone } from './Countdown/Countdown';
export { SearchField } from './SearchField/SearchField';
export type { SearchFieldProps } from './SearchField/SearchField';
export {
  DishCard,
  dishCardLayouts,
  dishFlags,
  dishIconPlaces,
  dishPictureSizes,
} from './DishCard/DishCard';
export type {
  DishCardProps,
  DishCardLayout,
  DishFlag,
  DishPromotion,
  DishIconPlace,
} from './DishCard/DishCard';
export { AllergenFilter } from './AllergenFilter/AllergenFilter';
export type { AllergenFilterProps } from './AllergenFilter/AllergenFilter';
export { Tabs, TabList, Tab, TabPanel, tabsOrientations } from './Tabs/Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './Tabs/Tabs';
export { ToggleChip, toggleChipShapes } from './ToggleChip/ToggleChip';
export type { ToggleChipProps } from './ToggleChip/ToggleChip';
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { Select, selectLooks } from './Select/Select';
export type { SelectProps, SelectOption } from './Select/Select';
export { RadioCards, RadioCard } from './RadioCards/RadioCards';
export type { RadioCardsProps, RadioCardProps } from './RadioCards/RadioCards';
export { CategoryTabs } from './CategoryTabs/CategoryTabs';
export type { CategoryTabsProps } from './CategoryTabs/CategoryTabs';
export {
  categoryLimit,
  categoryLimitText,
  UNLIMITED_CATEGORY_LIMIT,
} from './CategoryTabs/category';
export type { MenuCategory, CategoryLimit, CategoryLimitAlert } from './CategoryTabs/category';
export { CategoryRail } from './CategoryRail/CategoryRail';
export type { CategoryRailProps } from './CategoryRail/CategoryRail';
export { Switch } from './Switch/Switch';
export type { SwitchProps } from './Switch/Switch';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
