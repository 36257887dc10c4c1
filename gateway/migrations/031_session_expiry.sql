-- When a session ends however much it is used (docs/security.md): 12 hours after it started, or sooner when a
-- remembered login started it, whose own end (24 hours after the login, spec §9) it may not outlive.
ALTER TABLE sessions ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET expires_at = created_at + 12 * 60 * 60 * 1000;
