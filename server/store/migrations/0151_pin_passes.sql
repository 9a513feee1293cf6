-- Table PIN passes: a browser session (the diner session's sid) that entered an order's PIN.
-- Every server process reads them, so a pass holds wherever the diner's next request lands.
CREATE TABLE pin_passes (
  sid           text NOT NULL,
  order_head_id integer NOT NULL REFERENCES orders(order_head_id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sid, order_head_id)
);
CREATE INDEX pin_passes_order_idx ON pin_passes (order_head_id);
