export { Icon, iconSizes, iconVariants, iconTones, iconTone, iconMessageId } from './Icon';
export type { IconProps, IconSize, IconVariant, IconTone, IconNameOrAlias } from './Icon';
export {
  allergenKeys,
  labelKeys,
  navIconKeys,
  mediaIconKeys,
  uiIconKeys,
  dishTagKeys,
  iconNames,
  iconAliases,
  isIconName,
  isDishTagKey,
  iconKind,
} from './keys';
export type {
  AllergenKey,
  LabelKey,
  NavIconKey,
  MediaIconKey,
  UiIconKey,
  DishTagKey,
  IconName,
  IconKind,
} from './keys';
