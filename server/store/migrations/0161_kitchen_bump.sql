-- A kitchen ticket (a sent round) bumped off the kitchen display, stored with the round so every
-- staff screen and every reload sees it; a recall clears it.
ALTER TABLE cart_submissions ADD COLUMN bumped_at timestamptz;
ALTER TABLE cart_submissions ADD COLUMN bumped_by integer;
