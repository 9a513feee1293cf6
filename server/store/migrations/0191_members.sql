-- Members of the embedded member provider (entry-home-service.md §3 "Member", §4 "Member login"):
-- a member signs in on their own phone with their phone number and password (salted scrypt) and
-- approves a table's login request; the table then shows their name and points.
CREATE TABLE members (
  member_id     serial PRIMARY KEY,
  phone_prefix  text NOT NULL,
  phone         text NOT NULL,
  customer_name text NOT NULL,
  logo          text NOT NULL DEFAULT '',
  integrals     integer NOT NULL DEFAULT 0 CHECK (integrals >= 0),
  password_salt text NOT NULL,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (phone_prefix, phone)
);

-- One login request (verify id): minted by the provider for the browser session (sid) that asked,
-- readable only by it, answered once (approved with a member, or cancelled), delivered once, and
-- void after expires_at.
CREATE TABLE member_verifications (
  verify_id    text PRIMARY KEY,
  sid          text NOT NULL,
  project      text NOT NULL,
  string_id    text NOT NULL,
  status       smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  member_id    integer REFERENCES members(member_id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  answered_at  timestamptz,
  delivered_at timestamptz
);
CREATE INDEX member_verifications_sid_idx ON member_verifications (sid, created_at);
