-- The security centre: every login (password, SMS, social, registration, free play) with the
-- address and browser it came from, for the member's login history. A member keeps the latest
-- 100 (store/login-history.ts trims older ones as new ones come in).
CREATE TABLE login_history (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  at INTEGER NOT NULL,
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX login_history_member ON login_history (member_id, id);
