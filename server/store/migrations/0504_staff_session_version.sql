-- Issue 50 §4: a staff token carries its employee's session version; raising it (logout) ends
-- every session of that employee at once.
ALTER TABLE employees ADD COLUMN IF NOT EXISTS session_version integer NOT NULL DEFAULT 0;
