-- Ticket printing: the restaurant's ESC/POS network printers and the print jobs waiting for them.
-- A round's jobs are written in the round's own transaction, so no sent round goes unprinted; a
-- printer that does not answer keeps its jobs, retried with growing delays.
CREATE TABLE printers (
  printer_id    serial PRIMARY KEY,
  name          text NOT NULL,
  interface     text NOT NULL,
  type          text NOT NULL DEFAULT 'epson',
  print_classes jsonb NOT NULL DEFAULT '[]',
  is_default    boolean NOT NULL DEFAULT false,
  columns       integer NOT NULL DEFAULT 48,
  cjk           text NOT NULL DEFAULT 'gb18030',
  enabled       boolean NOT NULL DEFAULT true,
  sort          integer NOT NULL DEFAULT 0,
  status        text NOT NULL DEFAULT 'unknown',
  last_error    text NOT NULL DEFAULT '',
  checked_at    timestamptz
);

CREATE TABLE print_jobs (
  id              serial PRIMARY KEY,
  kind            text NOT NULL,
  printer_id      integer REFERENCES printers(printer_id) ON DELETE SET NULL,
  request_key     text NOT NULL DEFAULT '',
  order_head_id   integer,
  table_id        integer,
  turn            integer,
  ticket          jsonb NOT NULL,
  status          text NOT NULL DEFAULT 'pending',
  attempts        integer NOT NULL DEFAULT 0,
  last_error      text NOT NULL DEFAULT '',
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  printed_at      timestamptz
);
CREATE INDEX print_jobs_waiting_idx ON print_jobs (next_attempt_at)
  WHERE status IN ('pending', 'retrying', 'printing');
CREATE INDEX print_jobs_request_idx ON print_jobs (request_key);
