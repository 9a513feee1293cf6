-- The table name a diner typed in lite mode's call-waiter drawer, kept beside the store's own
-- table name (which staff read first): it says where the diner sits when the table is shared
-- or its code is generic.
ALTER TABLE service_calls ADD COLUMN stated_table_name text NOT NULL DEFAULT '';
