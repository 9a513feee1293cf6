-- One dining review per order and customer: a diner who sends the review again replaces it.
ALTER TABLE reviews ADD COLUMN customer_name text NOT NULL DEFAULT '';
ALTER TABLE reviews ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX reviews_order_customer_key ON reviews (order_head_id, customer_name) WHERE customer_name <> '';
