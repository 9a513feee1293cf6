/**
 * Tavola's domain rules, shared by the server (authoritative) and the app (instant feedback).
 * Pure functions only: no I/O, no clock (`now` is an argument), no framework.
 */

// Cart model (ordering.md §3)
export { isOn } from './cart/types';
export type {
  AnalysisObject,
  CartCondiment,
  CartDish,
  CartMetadata,
  CartR1,
  CartR3,
  CartR8,
  CartSetMealGroup,
  CartSetMealItem,
  CartState,
  CategoryRuleLimits,
  CourseEntry,
  CourseGroup,
  Flag,
  HistoryDish,
  RuleDish,
  SetMenuSelection,
  TurnItems,
} from './cart/types';

// Refusals and the server texts (ordering.md §8)
export {
  CART_EMPTY_TEXT,
  CART_NOT_FOUND_TEXT,
  CONDIMENT_NOT_OFFERED_TEXT,
  CONDIMENT_REQUIRED_TEXT,
  DISH_NOT_EXISTS_TEXT,
  DISH_TIME_DISABLED_TEXT,
  EDIT_LOCKED_TEXT,
  INVALID_INPUT_TEXT,
  NOT_OWNER_TEXT,
  ORDER_CLOSED_TEXT,
  R1_MAX_QUANTITY_TEXT,
  R1_MAX_SELL_QUANTITY_TEXT,
  R3_MAX_TURN_TEXT,
  R3_TURN_ENDED_TEXT,
  R3_TURN_QUANTITY_TEXT,
  R8_MAX_QUANTITY_TEXT,
  SET_MENU_INVALID_TEXT,
  TURN_NOT_ENDED_TEXT,
  CART_FULL_TEXT,
  LINE_UNITS_EXCEEDED_TEXT,
  REMARK_TOO_LONG_TEXT,
  CART_TOO_LARGE_TEXT,
  violation,
} from './cart/violations';
// The cart's size bounds (lines, units, remark, condiments, size)
export { CART_BOUNDS, cartLinesSize } from './cart/bounds';
export type {
  FailingGroup,
  OutOfStock,
  RuleName,
  Violation,
  ViolationCode,
  ViolationDetail,
} from './cart/violations';

// Condiments a dish offers, chosen by id (ordering.md §3 Condiment, required_condiment)
export {
  CONDIMENT_GROUP_MAX,
  condimentGroupRange,
  needsCondimentChoice,
  resolveCondiments,
  unmetCondimentGroups,
} from './cart/condiments';
export type { CondimentOption, DishCondimentGroup } from './cart/condiments';

// Cart lines (ordering.md §4, §5)
export {
  condimentsCents,
  decodeCartText,
  encodeCartText,
  excessAndCondimentsText,
  lineContentKey,
  lineTotal,
  lineTotalCents,
  linesTotals,
  normalizeCondiments,
  recomputeLines,
  setMealExtraCents,
} from './cart/lines';
export type { RecomputeContext } from './cart/lines';

// The cart reducer (ordering.md §4–§7)
export {
  MAX_CONDIMENTS,
  MAX_LINE_UNITS,
  MAX_NAME_LENGTH,
  MAX_REMARK_LENGTH,
  RESERVED_USER_NAMES,
  canOpenSetMenu,
  createCart,
  isTurnSent,
  reduceCart,
  settleTurn,
} from './cart/reducer';
export type { Actor, CartContext, CartEvent, CartOperation, CartResult } from './cart/reducer';
export {
  MATH_SYMBOL_ADD,
  MATH_SYMBOL_REMOVE,
  cartUpdateToOperation,
  sameDishCount,
} from './cart/protocol';
export type { CartUpdateRequest } from './cart/protocol';
export {
  applyCartLinesChange,
  cartLinesChange,
  dishRoundCustomerData,
  groupByTurn,
  roundConfigOf,
  roundCustomerDishData,
  roundCountsFor,
  roundUnits,
  shownRoundCount,
  toCartMetadata,
} from './cart/view';
export type { CartLinesChange } from './cart/view';

// Rule configuration and constants (ordering.md §3 settings, §9)
export {
  BUSINESS_HOUR_FALLBACK,
  DEFAULT_CATEGORY_LIMIT,
  DEFAULT_MAX_TURN,
  DEFAULT_MENU_ID,
  DEFAULT_RULE_CONFIG,
  DEFAULT_TURN_DISHES,
  DEFAULT_TURN_MINUTES,
  DEFAULT_TURN_MS,
  EDIT_LOCK_MS,
  NEXT_TURN_LOCK_MS,
  SUBMIT_TIMEOUT_MS,
  TAKEAWAY_TABLE_ID,
  UNLIMITED_FROM,
  normalizeCustomerId,
  resolveRoundValues,
  resolveRuleConfig,
} from './rules/config';
export type { BusinessTurnRule, RoundValueSource, RoundValues, RuleConfig } from './rules/config';

// The settings catalogue: every setting by name or id, with its reader (entry-home-service.md §3, ordering.md §3)
export {
  DEFAULT_SCAN_VALIDITY_HOURS,
  DISH_SORTS,
  PRINT_RULE_IDS,
  SETTINGS,
  approvalRequired,
  callServiceEnabled,
  defaultSelectionMenuOf,
  multiMenuAllowed,
  displayModeOf,
  isAutonomous,
  localDishLimitOn,
  locationSettingsOf,
  nameFieldOf,
  parseSettingValue,
  pinEnabled,
  readSetting,
  remarkBoxShown,
  reviewTabShown,
  scanValidityHours,
  scanIsStale,
  selfOpenAllowed,
  settingValue,
  straightToMenu,
  themeOf,
} from './settings/catalog';
export type {
  DishSort,
  DisplayMode,
  HourMode,
  NameField,
  RestaurantTheme,
  SettingDef,
  SettingInput,
  Settings,
  SettingsMaps,
  TurnLimitSetting,
} from './settings/catalog';

// Limits R1, R3, R8, business time, bargain stock, round timer (ordering.md §5)
export {
  categoryCountOf,
  categoryLimitLabel,
  checkBargainStock,
  checkBusinessTime,
  checkMaxTurn,
  checkR1,
  checkR3Quantity,
  checkR8,
  countUnits,
  hasExcessLines,
  isBargain,
  isEditLocked,
  isTurnEnded,
  isExemptFromRounds,
  isUnlimited,
  personsOf,
  r1Limits,
  r3TurnLimit,
  r8Limits,
  submitNeedsRoundConfirmation,
  turnEndsAt,
  turnRemainingMs,
} from './rules/limits';
export type { CategoryCount, R1Limits, R8Limits } from './rules/limits';

// Set-menu course groups (ordering.md §5)
export {
  REQUIRED_GROUP_MAX,
  canIncrementCourse,
  courseDishCap,
  defaultSelection,
  failingGroups,
  groupCount,
  groupRange,
  setMenuTotal,
  stepCourse,
} from './set-menu/groups';
export type { GroupRange } from './set-menu/groups';

// Business hours (ordering.md §4, entry-home-service.md §3, §9)
export {
  DEFAULT_CLOSING_NOTICE_MINUTES,
  HOLIDAY_WEEKDAY,
  businessMenus,
  effectiveWeekday,
  isAllDay,
  minutesUntilClose,
  minutesUntilNextChange,
  offeredMenuIds,
  parseClockTime,
  parseIdList,
  pickWeekEntry,
  resolveBusinessRule,
  shouldShowClosingNotice,
  windowContains,
} from './business-hours/resolve';
export type {
  BusinessHourMode,
  BusinessHourRule,
  BusinessMenus,
  BusinessNow,
  BusinessOffer,
  LocalClock,
  WeekEntry,
} from './business-hours/resolve';

// Realtime rooms (ordering.md §7)
export { roomOfDiner, roomOfQuickOrder, roomOfTable } from './rooms/rooms';

// Location check (entry-home-service.md §5)
export { EARTH_RADIUS_KM, greatCircleKm, isWithinRange, locationRule } from './geo/distance';
export type { GeoPoint, LocationRule, LocationSettings } from './geo/distance';

// Table PIN (entry-home-service.md §5)
export {
  PIN_LENGTH,
  classifyPinEntry,
  isValidPin,
  pinChangeProblem,
  type PinChangeFieldProblem,
} from './pin/pin';

// Lite mode's call-waiter table name (entry-home-service.md §5)
export {
  LITE_TABLE_NAME_MAX,
  liteTableNameProblem,
  type LiteTableNameProblem,
} from './service/lite-table-name';

// Guided tour (entry-home-service.md §4)
export { GUIDE_STEP_COUNT, nextGuideStep } from './guide/guide';

// Dining review (entry-home-service.md §2 "Review page", §5)
export {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_MAX_RATING,
  REVIEW_PRIVATE_MAX_RATING,
  mapReviewUrl,
  reviewCommentShown,
  reviewProblem,
  reviewShareOffered,
  reviewSharing,
} from './review/review';
export type { ReviewProblem } from './review/review';

// Notice centre and bulletin pop-up (entry-home-service.md §2 "Notice centre dialog", §9)
export {
  NOTICE_TABS,
  bulletinPopupDelayMs,
  noticeCentreShown,
  noticeTabShown,
  noticeTabsOf,
} from './notices/notices';
export type { NoticeTab } from './notices/notices';

// Language (entry-home-service.md §9)
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  bcp47Of,
  isLanguage,
  languageFromBrowser,
} from './locale/language';
export type { Language } from './locale/language';
export { inLanguage, localizedName } from './locale/localized-name';
export type { NameI18n } from './locale/localized-name';

// Prices (ordering.md §5, §9)
export {
  DEFAULT_CURRENCY,
  formatCents,
  formatPrice,
  fromCents,
  roundMoney,
  toCents,
} from './price/money';
export { formatLocalizedPrice } from './price/localized';

// Promotion news and tips (ordering.md §7 MARKETING, §9; entry-home-service.md §5)
export {
  LOW_PROMOTION_STOCK,
  MARKETING_TIP_SHOWN_MS,
  MARKETING_TIP_THROTTLE_MS,
  PROMOTION_STOCK,
  TIP_NAME_LIMIT,
  promotionStockMessage,
  promotionTip,
  readMarketingMessage,
  tipName,
} from './marketing/marketing';
export type { MarketingMessage, PromotionStock } from './marketing/marketing';
export {
  POPULAR_GUEST_SHARE,
  POPULAR_ITEM_SHARE,
  POPULAR_MIN_GUESTS,
  POPULAR_MIN_ITEMS_PER_GUEST,
  popularDishes,
} from './popularity/popularity';
export type { DishRoundCustomerData, PopularityReason } from './popularity/popularity';
export {
  MEMBER_LOGIN_DEBOUNCE_MS,
  MEMBER_PROJECT,
  MEMBER_WAKE_CHECK_MS,
  formatMemberPhone,
  memberKeyPasses,
  phoneDigits,
} from './member/member';

// Typed text made plain: no control or format characters (printers, screens, logs)
export { isPlainText, plainText, plainTextDeep } from './text/plain-text';
export type { KeyText, PlainTextOptions } from './text/plain-text';
