/**
 * Types of the demo-restaurant fixtures. Field names follow the product spec
 * (`spec/entry-home-service.md` §3, `spec/ordering.md` §3) exactly, so that the
 * same objects can feed the server's store and the app's mock handlers.
 *
 * Weekdays: 0 Sunday … 6 Saturday (as `Date#getDay()`), 7 = special day / holiday.
 * Times: 'HH:mm'; '24:00' is allowed as an end time and means the next midnight.
 * Flags the spec gives as numbers stay numbers (0 or 1).
 */

import type { Language } from '../../../core/locale/language';
import type { ActivityImage, MediaLink, ServiceOption } from '../../../protocol/http';

/** Shapes the seed shares with the wire. */
export type { MediaLink, ServiceOption };
export type ActivityBulletinImage = ActivityImage;

export { LANGUAGES } from '../../../core/locale/language';
export type { Language };

export { ALLERGENS, DISH_LABELS } from '../../../core/dish-tags/tags';
import type { Allergen, DishLabel } from '../../../core/dish-tags/tags';

export type { Allergen, DishLabel };

export type Flag = 0 | 1;

/** A name and a description in one language. */
export interface I18nText {
  name: string;
  description: string;
}
/** Names (and descriptions) written in every language the app offers. */
export type I18nMap = Record<Language, I18nText>;
/** A short label in every language (categories, menus, condiments, groups). */
export type I18nName = Record<Language, string>;

/** The restaurant row the demo seeds (the wire's RestaurantInfo, plus the phone). */
export interface DemoRestaurant {
  restaurant_name: string;
  /** Default '€'. */
  currency_name: string;
  /** Public map-service place id used by the review share link. */
  place_id: string;
  address: string;
  phone: string;
  /** IANA zone used to evaluate business hours. */
  timezone: string;
}

/** A setting's value: a number, a text, or an object of fields (e.g. { enable, turn_dishes, turn_mins }). */
export type SettingValue = number | string | Record<string, number | string>;

/** One setting, as the settings call lists it (name and value). */
export interface Setting {
  id: number;
  name: string;
  value: SettingValue;
  /** What the setting does, for staff. */
  description: string;
}

export interface Section {
  section_id: number;
  section_name: string;
}

export interface Table {
  table_id: number;
  table_name: string;
  section_id: number;
  seats: number;
  /** 0 or 1 free; 2, 3, 4 open/in use; 6 special. A fresh demo starts free. */
  table_status: number;
  cor_status: number;
}

/** A cover charge, a children's drink…: generated as extra costs when a table opens. */
export interface ExtraItem {
  item_id: number;
  item_name1: string;
  item_name2: string;
  price_1: number;
  item_i18n: I18nMap;
}

/** Prices and extras of a first-level menu for one weekday (0–6, 7 special day). */
export interface WeekValue {
  week: number;
  normal_price: number;
  child_price: number;
  other_price: number;
  /** Comma lists of extra item ids. */
  extra_normal: string;
  extra_child: string;
  extra_other: string;
}

/** A first-level menu (lunch, dinner, weekend, takeaway). */
export interface FirstMenu {
  main_group_id: number;
  main_group_name: string;
  main_group_name_i18n: I18nName;
  /** Adult price per person. */
  normal_price: number;
  child_price: number;
  other_price: number;
  extra_normal: string;
  extra_child: string;
  extra_other: string;
  /** Menu item id of the set item charged per person (0 none). */
  set_item_main: number;
  /** Comma list of weekdays the menu is offered. */
  week: string;
  value: WeekValue[];
  /** Picture path, first_menu/{main_group_id}.jpg. */
  url: string;
  sort: number;
}

/** A second-level category. Limits of 999 or more mean unlimited. */
export interface Category {
  dmi_slu_id: number;
  dmi_slu_name: string;
  dmi_slu_name_i18n: I18nName;
  category_order_limit: number;
  table_category_order_limit: number;
  customers_category_order_limit: number;
  sort: number;
}

/** What the procedural picture of a dish shows. */
export type ArtKind =
  | 'nigiri'
  | 'sashimi'
  | 'maki'
  | 'temaki'
  | 'soup'
  | 'ramen'
  | 'rice'
  | 'salad'
  | 'fried'
  | 'skewer'
  | 'dumpling'
  | 'pizza'
  | 'pasta'
  | 'dessert'
  | 'cake'
  | 'drink'
  | 'bottle'
  | 'tea'
  | 'bento';

export interface DishArt {
  kind: ArtKind;
  /** Main colours of the food, most visible first ('#rrggbb'). */
  colors: string[];
}

/** A menu item (ordering.md §3). */
export interface MenuItem {
  item_id: number;
  menu_item_id: number;
  /** Italian name. */
  item_name1: string;
  /** Chinese name. */
  item_name2: string;
  /** Italian description. */
  item_description: string;
  ext_dish_info: string;
  item_i18n: I18nMap;
  /** 0 normal, 3 set menu. */
  item_type: 0 | 3;
  price_1: number;
  takeout_price_1: number;
  product_price: number;
  unit_1: string;
  print_class: number;
  print_device: number;
  /** 0 none, 1 Hot, 2 New, 3 Sale. */
  special_attributes: 0 | 1 | 2 | 3;
  /** 0 normal; 1, 2, 3 promotion (2 has a limited count). */
  bargain_stype: 0 | 1 | 2 | 3;
  bargain_item_id: number;
  bargain_num_cur: number;
  discount_itemizer: number;
  allergen: Allergen[];
  other_detail_info: DishLabel[];
  not_joining_global_limit: Flag;
  rule_lnr_enable: Flag;
  rule_lnr_max_num: number;
  rule_lnr_limit_enable: Flag;
  rule_lnr_limit_price: number;
  rule_table_max_num: number;
  category_order_limit: number;
  table_category_order_limit: number;
  /** Condiment groups offered with the dish. */
  condiment_group_ids: number[];
  required_condiment: Flag;
  slu_id: number;
  dmi_slu_id: number;
  /** First-level menus that list the dish. */
  main_group_ids: number[];
  /** Picture path, menu_pic/{menu_item_id}.jpg (thumbnail {menu_item_id}_s.jpg). */
  url: string;
  sort: number;
  sold_out: Flag;
  art: DishArt;
}

/** One dish of a set-menu course group. */
export interface CourseDetail {
  detail_id: number;
  menu_item_id: number;
  /** Extra price per unit over the set-menu price. */
  price: number;
  /** Default quantity when the group is select-all. */
  num: number;
  quantity: number;
  actual_price: number;
  print_class: number;
  print_device: number;
  rule_lnr_max_num: number;
  bargain_stype: 0 | 1 | 2 | 3;
  allergen: Allergen[];
  other_detail_info: DishLabel[];
  item_type: 0 | 3;
}

/** A course group of a set menu (item_type 3). */
export interface CourseGroup {
  course_group_id: number;
  /** The set-menu item this group belongs to. */
  menu_item_id: number;
  course_group_name: string;
  course_group_name_i18n: I18nName;
  is_must: Flag;
  is_select_all: Flag;
  is_full_select: Flag;
  choose_num: number;
  sort: number;
  course_detail: CourseDetail[];
}

export interface CondimentGroup {
  scomdiment_groups_id: number;
  comdiment_groups_name: string;
  comdiment_groups_name_i18n: I18nName;
  /** Most choices in the group (a spice level takes one); none when missing. */
  max_select?: number;
}

export interface Condiment {
  item_id: number;
  originId: number;
  item_name1: string;
  item_name2: string;
  item_i18n: I18nName;
  price_1: number;
  free: Flag;
  scomdiment_groups_id: number;
  comdiment_groups_name: string;
}

/** A promotion on a dish. Type 2 has a limited count (bargain_num_cur left of bargain_num). */
export interface BargainItem {
  bargain_item_id: number;
  menu_item_id: number;
  bargain_stype: 1 | 2 | 3;
  bargain_price: number;
  bargain_num: number;
  bargain_num_cur: number;
}

/** A business-hour rule: which menus, extras and round limits apply in a window. */
export interface BusinessRule {
  id: number;
  name: string;
  start_time: string;
  end_time: string;
  /** Comma list of weekdays (0–6, 7 special day). */
  week: string;
  main_group_id: number;
  main_group_name: string;
  extra_normal: string;
  extra_child: string;
  extra_other: string;
  value: string;
  /** Comma lists of first-level menu ids. */
  preferred_menu: string;
  alternative_menu: string;
  default_menu: number;
  hide_menu: string;
  turn_dishes: number;
  turn_mins: number;
  max_turn: number;
}

export interface ScheduleEntry {
  id: number;
  start_time: string;
  end_time: string;
  default_menu: number;
}

export interface FeaturedDish {
  menu_item_id: number;
  item_name1: string;
  url: string;
}

export interface BannerAnnouncement {
  id: number;
  icon: string;
  value: string;
}

export interface Bulletin {
  id: number;
  value: string;
}

/** A staff account. `password` is the plain demo password; the store keeps only its hash. */
export interface DemoEmployee {
  employee_id: string;
  name: string;
  password: string;
  role: 'manager' | 'waiter';
}
