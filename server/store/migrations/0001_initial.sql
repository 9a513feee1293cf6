-- Initial schema: every entity of the specification (§3 of both documents).
-- Column names follow the specification's field names where it names them.

-- Restaurant -----------------------------------------------------------------------------------

CREATE TABLE restaurant_info (
  id              integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  restaurant_name text NOT NULL DEFAULT '',
  currency_name   text NOT NULL DEFAULT '€',
  place_id        text NOT NULL DEFAULT '',
  address         text NOT NULL DEFAULT '',
  string_id       text NOT NULL DEFAULT '',
  timezone        text NOT NULL DEFAULT 'UTC',
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Settings are read by name (most) or by numeric id (theme 158, display mode 107, printing rules).
-- value holds the setting as JSON: a scalar, or an object such as {"enable":1,"turn_dishes":5}.
CREATE TABLE settings (
  id          integer PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  value       jsonb NOT NULL,
  description text NOT NULL DEFAULT '',
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Server-side secrets (cookie signing key, table-code encryption key); never sent to a browser.
CREATE TABLE server_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Tables and orders ----------------------------------------------------------------------------

CREATE TABLE sections (
  section_id   integer PRIMARY KEY,
  section_name text NOT NULL,
  sort         integer NOT NULL DEFAULT 0
);

-- table_status: 0/1/null free; 2,3,4 open; 6 special; anything else paused.
-- cor_status: 0 waiting for staff approval, 1 approved/confirmed.
CREATE TABLE dining_tables (
  table_id              integer PRIMARY KEY,
  table_name            text NOT NULL,
  section_id            integer REFERENCES sections(section_id),
  table_status          integer,
  cor_status            integer,
  order_head_id         integer,
  merge_status          integer NOT NULL DEFAULT 0,
  merge_target_table_id integer REFERENCES dining_tables(table_id),
  seats                 integer NOT NULL DEFAULT 4,
  sort                  integer NOT NULL DEFAULT 0,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (table_id > 0)
);

-- An order (order head). Dine-in: eat_type 0 and a real table. Quick service: table_id -1,
-- eat_type 1, customer_info with the takeaway details.
CREATE TABLE orders (
  order_head_id     serial PRIMARY KEY,
  table_id          integer NOT NULL,
  eat_type          integer NOT NULL DEFAULT 0,
  check_name        text NOT NULL DEFAULT '',
  customer_name     text NOT NULL DEFAULT '',
  customer_phone    text NOT NULL DEFAULT '',
  customer_num      integer NOT NULL DEFAULT 1,
  adult_number      integer NOT NULL DEFAULT 0,
  child_number      integer NOT NULL DEFAULT 0,
  other_number      integer NOT NULL DEFAULT 0,
  select_menu       text NOT NULL DEFAULT '',
  order_code        text NOT NULL DEFAULT '',
  customer_info     jsonb NOT NULL DEFAULT '{}'::jsonb,
  system_type       text NOT NULL DEFAULT '',
  project_name      text NOT NULL DEFAULT '',
  kds_time          text NOT NULL DEFAULT '',
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'cancelled')),
  open_employee_id  integer,
  open_employee_name text NOT NULL DEFAULT '',
  customer_seq      integer NOT NULL DEFAULT 0,
  extra_generated   boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  closed_at         timestamptz
);
CREATE INDEX orders_table_open_idx ON orders (table_id) WHERE status = 'open';

ALTER TABLE dining_tables
  ADD CONSTRAINT dining_tables_order_fk FOREIGN KEY (order_head_id) REFERENCES orders(order_head_id);

-- The diners of an order: customer names ('1' by default; generated names in autonomous mode),
-- each claimed by one device identifier.
CREATE TABLE order_customers (
  id            serial PRIMARY KEY,
  order_head_id integer NOT NULL REFERENCES orders(order_head_id),
  customer_name text NOT NULL,
  identifier    text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_head_id, customer_name)
);

-- Temporary table PINs (order_password). At most one active per order.
CREATE TABLE order_head_passwords (
  password_id    serial PRIMARY KEY,
  order_head_id  integer NOT NULL REFERENCES orders(order_head_id),
  order_password text NOT NULL,
  active         boolean NOT NULL DEFAULT true,
  employee_id    integer,
  created_at     timestamptz NOT NULL DEFAULT now(),
  cancelled_at   timestamptz
);
CREATE UNIQUE INDEX order_head_passwords_active_idx ON order_head_passwords (order_head_id) WHERE active;

-- PIN attempts, to limit guessing per order and per client.
CREATE TABLE pin_attempts (
  id            serial PRIMARY KEY,
  order_head_id integer NOT NULL,
  client_key    text NOT NULL,
  success       boolean NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pin_attempts_order_idx ON pin_attempts (order_head_id, created_at);
CREATE INDEX pin_attempts_client_idx ON pin_attempts (client_key, created_at);

-- Requests to open a table that wait for staff approval (QOP_CREATE_ORDER_REQUEST).
CREATE TABLE order_requests (
  id            serial PRIMARY KEY,
  table_id      integer NOT NULL REFERENCES dining_tables(table_id),
  table_name    text NOT NULL DEFAULT '',
  payload       jsonb NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'superseded')),
  order_head_id integer REFERENCES orders(order_head_id),
  employee_id   integer,
  reason        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz
);
CREATE INDEX order_requests_pending_idx ON order_requests (table_id) WHERE status = 'pending';

-- Menus ----------------------------------------------------------------------------------------

-- First-level menu (main group): per-person prices and extra items charged per person.
CREATE TABLE menus (
  main_group_id   integer PRIMARY KEY,
  main_group_name text NOT NULL,
  name_i18n       jsonb NOT NULL DEFAULT '{}'::jsonb,
  normal_price    numeric(10, 2) NOT NULL DEFAULT 0,
  child_price     numeric(10, 2) NOT NULL DEFAULT 0,
  other_price     numeric(10, 2),
  extra_normal    text NOT NULL DEFAULT '',
  extra_child     text NOT NULL DEFAULT '',
  extra_other     text NOT NULL DEFAULT '',
  set_item_main   integer,
  type            integer NOT NULL DEFAULT 0,
  url             text NOT NULL DEFAULT '',
  enabled         boolean NOT NULL DEFAULT true,
  sort            integer NOT NULL DEFAULT 0
);

-- Per-weekday values of a first-level menu (week 1..7; 7 is used on special days).
CREATE TABLE menu_week_values (
  main_group_id integer NOT NULL REFERENCES menus(main_group_id) ON DELETE CASCADE,
  week          integer NOT NULL CHECK (week BETWEEN 0 AND 7),
  normal_price  numeric(10, 2),
  child_price   numeric(10, 2),
  other_price   numeric(10, 2),
  extra_normal  text NOT NULL DEFAULT '',
  extra_child   text NOT NULL DEFAULT '',
  extra_other   text NOT NULL DEFAULT '',
  value         jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (main_group_id, week)
);

-- Extra items (cover charges and the like), referenced from extra_normal/extra_child/extra_other.
CREATE TABLE extra_items (
  item_id    integer PRIMARY KEY,
  item_name1 text NOT NULL,
  item_name2 text NOT NULL DEFAULT '',
  price_1    numeric(10, 2) NOT NULL DEFAULT 0
);

-- Second-level category (SLU) with its limits.
CREATE TABLE menu_categories (
  dmi_slu_id                     integer PRIMARY KEY,
  main_group_id                  integer NOT NULL REFERENCES menus(main_group_id) ON DELETE CASCADE,
  slu_id                         integer,
  dmi_slu_name                   text NOT NULL,
  name_i18n                      jsonb NOT NULL DEFAULT '{}'::jsonb,
  category_order_limit           integer NOT NULL DEFAULT 9999,
  table_category_order_limit     integer NOT NULL DEFAULT 9999,
  customers_category_order_limit integer NOT NULL DEFAULT 9999,
  sort                           integer NOT NULL DEFAULT 0
);

CREATE TABLE menu_items (
  menu_item_id               integer PRIMARY KEY,
  item_id                    integer NOT NULL,
  dmi_slu_id                 integer NOT NULL REFERENCES menu_categories(dmi_slu_id) ON DELETE CASCADE,
  slu_id                     integer,
  item_name1                 text NOT NULL,
  item_name2                 text NOT NULL DEFAULT '',
  item_description           text NOT NULL DEFAULT '',
  ext_dish_info              text NOT NULL DEFAULT '',
  item_i18n                  jsonb NOT NULL DEFAULT '{}'::jsonb,
  item_type                  integer NOT NULL DEFAULT 0,
  price_1                    numeric(10, 2) NOT NULL DEFAULT 0,
  takeout_price_1            numeric(10, 2) NOT NULL DEFAULT 0,
  product_price              numeric(10, 2) NOT NULL DEFAULT 0,
  unit_1                     text NOT NULL DEFAULT '',
  print_class                text NOT NULL DEFAULT '',
  print_device               text NOT NULL DEFAULT '',
  special_attributes         integer NOT NULL DEFAULT 0,
  bargain_stype              integer NOT NULL DEFAULT 0,
  bargain_item_id            integer,
  discount_itemizer          integer NOT NULL DEFAULT 0,
  allergen                   jsonb NOT NULL DEFAULT '[]'::jsonb,
  other_detail_info          jsonb NOT NULL DEFAULT '[]'::jsonb,
  not_joining_global_limit   integer NOT NULL DEFAULT 0,
  required_condiment         integer NOT NULL DEFAULT 0,
  remarks                    jsonb NOT NULL DEFAULT '[]'::jsonb,
  rule_lnr_enable            integer NOT NULL DEFAULT 0,
  rule_lnr_max_num           integer NOT NULL DEFAULT 999,
  rule_lnr_limit_enable      integer NOT NULL DEFAULT 0,
  rule_lnr_limit_price       numeric(10, 2) NOT NULL DEFAULT 0,
  rule_table_max_num         integer NOT NULL DEFAULT 999,
  category_order_limit       integer NOT NULL DEFAULT 9999,
  table_category_order_limit integer NOT NULL DEFAULT 9999,
  sold_out                   boolean NOT NULL DEFAULT false,
  enabled                    boolean NOT NULL DEFAULT true,
  sort                       integer NOT NULL DEFAULT 0
);
CREATE INDEX menu_items_slu_idx ON menu_items (dmi_slu_id);

CREATE TABLE condiment_groups (
  scomdiment_groups_id  integer PRIMARY KEY,
  comdiment_groups_name text NOT NULL,
  name_i18n             jsonb NOT NULL DEFAULT '{}'::jsonb,
  min_select            integer NOT NULL DEFAULT 0,
  max_select            integer NOT NULL DEFAULT 999,
  sort                  integer NOT NULL DEFAULT 0
);

CREATE TABLE condiments (
  item_id              integer PRIMARY KEY,
  scomdiment_groups_id integer NOT NULL REFERENCES condiment_groups(scomdiment_groups_id) ON DELETE CASCADE,
  item_name1           text NOT NULL,
  item_name2           text NOT NULL DEFAULT '',
  name_i18n            jsonb NOT NULL DEFAULT '{}'::jsonb,
  price_1              numeric(10, 2) NOT NULL DEFAULT 0,
  free                 integer NOT NULL DEFAULT 0,
  sort                 integer NOT NULL DEFAULT 0
);

CREATE TABLE menu_item_condiment_groups (
  menu_item_id         integer NOT NULL REFERENCES menu_items(menu_item_id) ON DELETE CASCADE,
  scomdiment_groups_id integer NOT NULL REFERENCES condiment_groups(scomdiment_groups_id) ON DELETE CASCADE,
  PRIMARY KEY (menu_item_id, scomdiment_groups_id)
);

-- Set-menu course groups (for menu items with item_type 3) and their dishes.
CREATE TABLE course_groups (
  course_group_id   integer PRIMARY KEY,
  menu_item_id      integer NOT NULL REFERENCES menu_items(menu_item_id) ON DELETE CASCADE,
  course_group_name text NOT NULL,
  name_i18n         jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_must           integer NOT NULL DEFAULT 0,
  is_select_all     integer NOT NULL DEFAULT 0,
  is_full_select    integer NOT NULL DEFAULT 0,
  choose_num        integer NOT NULL DEFAULT 1,
  sort              integer NOT NULL DEFAULT 0
);

CREATE TABLE course_details (
  detail_id       integer PRIMARY KEY,
  course_group_id integer NOT NULL REFERENCES course_groups(course_group_id) ON DELETE CASCADE,
  menu_item_id    integer NOT NULL REFERENCES menu_items(menu_item_id) ON DELETE CASCADE,
  price           numeric(10, 2) NOT NULL DEFAULT 0,
  num             integer NOT NULL DEFAULT 0,
  sort            integer NOT NULL DEFAULT 0
);

-- Bargain (promotional) items; bargain_stype 2 has a limited stock (bargain_num_cur).
CREATE TABLE bargain_items (
  bargain_item_id  integer PRIMARY KEY,
  menu_item_id     integer NOT NULL REFERENCES menu_items(menu_item_id) ON DELETE CASCADE,
  bargain_stype    integer NOT NULL CHECK (bargain_stype IN (1, 2, 3)),
  price            numeric(10, 2) NOT NULL DEFAULT 0,
  bargain_num_cur  integer NOT NULL DEFAULT 0 CHECK (bargain_num_cur >= 0),
  bargain_num_total integer NOT NULL DEFAULT 0
);

-- Hours and rules ------------------------------------------------------------------------------

-- Opening hours per project (QOP for hours, QOP2 for member login). week 1..7, is_holidays 1 for
-- special days. Times are HH:mm; end_time may be '24:00'.
CREATE TABLE business_hours (
  id          serial PRIMARY KEY,
  project     text NOT NULL DEFAULT 'QOP',
  week        integer NOT NULL CHECK (week BETWEEN 0 AND 7),
  start_time  text NOT NULL,
  end_time    text NOT NULL,
  is_holidays integer NOT NULL DEFAULT 0,
  sort        integer NOT NULL DEFAULT 0
);

-- Business-menu rules: which menus apply in a time window, and the round (turn) limits.
CREATE TABLE business_rules (
  id               serial PRIMARY KEY,
  start_time       text NOT NULL,
  end_time         text NOT NULL,
  week             text NOT NULL DEFAULT '1,2,3,4,5,6,7',
  extra_normal     text NOT NULL DEFAULT '',
  extra_child      text NOT NULL DEFAULT '',
  extra_other      text NOT NULL DEFAULT '',
  main_group_id    integer,
  main_group_name  text NOT NULL DEFAULT '',
  value            jsonb NOT NULL DEFAULT '{}'::jsonb,
  preferred_menu   text NOT NULL DEFAULT '',
  alternative_menu text NOT NULL DEFAULT '',
  default_menu     text NOT NULL DEFAULT '',
  hide_menu        text NOT NULL DEFAULT '',
  turn_dishes      integer,
  turn_mins        integer,
  max_turn         integer,
  sort             integer NOT NULL DEFAULT 0
);

CREATE TABLE schedule_entries (
  id           serial PRIMARY KEY,
  start_time   text NOT NULL,
  end_time     text NOT NULL,
  default_menu text NOT NULL DEFAULT '',
  sort         integer NOT NULL DEFAULT 0
);

-- Home page content ----------------------------------------------------------------------------

CREATE TABLE special_dishes (
  id           serial PRIMARY KEY,
  menu_item_id integer NOT NULL REFERENCES menu_items(menu_item_id) ON DELETE CASCADE,
  item_name1   text NOT NULL DEFAULT '',
  url          text NOT NULL DEFAULT '',
  sort         integer NOT NULL DEFAULT 0
);

CREATE TABLE banner_announcements (
  id    serial PRIMARY KEY,
  icon  text NOT NULL DEFAULT '',
  value text NOT NULL,
  sort  integer NOT NULL DEFAULT 0
);

-- Bulletins by type (type 4 is the home page's text announcement).
CREATE TABLE bulletins (
  id            serial PRIMARY KEY,
  bulletin_type integer NOT NULL,
  value         text NOT NULL,
  sort          integer NOT NULL DEFAULT 0
);

CREATE TABLE activity_images (
  id   serial PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE media_links (
  id   serial PRIMARY KEY,
  name text NOT NULL,
  url  text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE call_service_options (
  id       serial PRIMARY KEY,
  title_cn text NOT NULL DEFAULT '',
  title_en text NOT NULL DEFAULT '',
  title_it text NOT NULL DEFAULT '',
  title_es text NOT NULL DEFAULT '',
  title_de text NOT NULL DEFAULT '',
  title_fr text NOT NULL DEFAULT '',
  value_cn text NOT NULL DEFAULT '',
  value_en text NOT NULL DEFAULT '',
  value_it text NOT NULL DEFAULT '',
  value_es text NOT NULL DEFAULT '',
  value_de text NOT NULL DEFAULT '',
  value_fr text NOT NULL DEFAULT '',
  sort     integer NOT NULL DEFAULT 0
);

-- People ---------------------------------------------------------------------------------------

-- Employees log in with account and password; password_hash is scrypt over the salt.
CREATE TABLE employees (
  employee_id   serial PRIMARY KEY,
  account       text NOT NULL UNIQUE,
  name          text NOT NULL,
  role          text NOT NULL DEFAULT 'waiter',
  password_salt text NOT NULL,
  password_hash text NOT NULL,
  active        boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reviews (
  id            serial PRIMARY KEY,
  order_head_id integer NOT NULL REFERENCES orders(order_head_id),
  table_id      integer NOT NULL,
  table_name    text NOT NULL DEFAULT '',
  rating        integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment       text NOT NULL DEFAULT '',
  date          text NOT NULL DEFAULT '',
  customer_num  integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE service_calls (
  id             serial PRIMARY KEY,
  table_id       integer NOT NULL,
  table_name     text NOT NULL DEFAULT '',
  message        text NOT NULL DEFAULT '',
  checkbox_group jsonb NOT NULL DEFAULT '[]'::jsonb,
  customer       text NOT NULL DEFAULT '',
  order_id       integer,
  project_name   text NOT NULL DEFAULT '',
  type           text NOT NULL DEFAULT 'CALL_SERVICE',
  status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  handled_at     timestamptz,
  handled_by     integer
);

-- Cart, rounds and history ---------------------------------------------------------------------

-- One shared cart per open order. meta holds the cart metadata (users, r3 round state, …);
-- version is bumped on every change. Lock with SELECT … FOR UPDATE inside a transaction.
CREATE TABLE carts (
  id            serial PRIMARY KEY,
  order_head_id integer NOT NULL UNIQUE REFERENCES orders(order_head_id),
  table_id      integer NOT NULL,
  meta          jsonb NOT NULL DEFAULT '{}'::jsonb,
  version       integer NOT NULL DEFAULT 0,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Lines of a cart: one per customer, round, dish and condiments/remark combination.
CREATE TABLE cart_lines (
  id            text PRIMARY KEY,
  cart_id       integer NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  customer_name text NOT NULL,
  turn          integer NOT NULL DEFAULT 1,
  menu_item_id  integer NOT NULL,
  dish_type     integer NOT NULL DEFAULT 0,
  total_num     integer NOT NULL CHECK (total_num >= 0),
  excessed_num  integer NOT NULL DEFAULT 0,
  remark        text NOT NULL DEFAULT '',
  condiments    jsonb NOT NULL DEFAULT '[]'::jsonb,
  set_meal_groups jsonb NOT NULL DEFAULT '[]'::jsonb,
  data          jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_lines_cart_idx ON cart_lines (cart_id, turn);

-- Submitted rounds (idempotent by request_key).
CREATE TABLE cart_submissions (
  request_key   text PRIMARY KEY,
  order_head_id integer NOT NULL REFERENCES orders(order_head_id),
  turn          integer NOT NULL,
  result        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Order details: every dish sent to the kitchen, and extra charges (history).
-- source: customer, waiter, other (another device) or extra (per-person charges).
-- is_make: null/0 not made, 1 made, 2 served, 3 paused, 5 cannot be made, 11 shown as made.
CREATE TABLE order_details (
  order_detail_id  serial PRIMARY KEY,
  order_head_id    integer NOT NULL REFERENCES orders(order_head_id),
  table_id         integer NOT NULL,
  parent_detail_id integer REFERENCES order_details(order_detail_id),
  menu_item_id     integer,
  item_id          integer,
  main_group_id    integer,
  dmi_slu_id       integer,
  item_name1       text NOT NULL DEFAULT '',
  item_name2       text NOT NULL DEFAULT '',
  source           text NOT NULL DEFAULT 'customer' CHECK (source IN ('customer', 'waiter', 'other', 'extra')),
  customer_name    text NOT NULL DEFAULT '1',
  turn             integer NOT NULL DEFAULT 0,
  quantity         integer NOT NULL DEFAULT 1,
  count            integer NOT NULL DEFAULT 0,
  excess_count     integer NOT NULL DEFAULT 0,
  product_price    numeric(10, 2) NOT NULL DEFAULT 0,
  excess_price     numeric(10, 2) NOT NULL DEFAULT 0,
  condiments       jsonb NOT NULL DEFAULT '[]'::jsonb,
  remark           text NOT NULL DEFAULT '',
  is_make          integer,
  request_key      text,
  employee_id      integer,
  employee_name    text NOT NULL DEFAULT '',
  order_time       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_details_order_idx ON order_details (order_head_id, turn);

-- Turn (round) info of an order.
CREATE TABLE turn_info (
  order_head_id       integer PRIMARY KEY REFERENCES orders(order_head_id),
  check_name          text NOT NULL DEFAULT '',
  remark              text NOT NULL DEFAULT '',
  rule_gnr_turn       integer NOT NULL DEFAULT 1,
  rule_gnr_num        integer NOT NULL DEFAULT 0,
  rule_gnr_time_start timestamptz NOT NULL DEFAULT now(),
  customer_dish_num   jsonb NOT NULL DEFAULT '{}'::jsonb,
  dishes_number       integer NOT NULL DEFAULT 0,
  slu_dishes_number   jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at          timestamptz NOT NULL DEFAULT now()
);
