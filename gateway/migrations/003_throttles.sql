-- Attempts counted against the throttles that have no table of their own: trial accounts per client,
-- forgot-password mails per account and per client, wrong old passwords per account.
CREATE TABLE throttle_hits (merchant TEXT NOT NULL, scope TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX throttle_hits_key ON throttle_hits (merchant, scope, key, at);
