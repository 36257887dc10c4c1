-- Remember me (spec §9: a remember-me cookie of 24 hours): a login that asks to be remembered gets
-- a second token, kept only in an HttpOnly cookie, that starts new sessions from that browser
-- until it expires, is logged out, or the account's password changes.
CREATE TABLE remembered_logins (
  token_hash TEXT PRIMARY KEY,         -- sha256 of the cookie's token, as sessions keep theirs
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,         -- 24 hours after the login, however often it is used
  revoked_at INTEGER
);
CREATE INDEX remembered_logins_member ON remembered_logins (member_id);
