-- Which credential a login checked (docs/security.md): a password change or reset counts the account's
-- credential_version up, and a session is created only if it is still the one the password check (or,
-- for a remembered browser, the remembered login) saw. Before, a login whose check began before a
-- change started its session and its remember cookie after it.
ALTER TABLE members ADD COLUMN credential_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE remembered_logins ADD COLUMN credential_version INTEGER NOT NULL DEFAULT 0;
