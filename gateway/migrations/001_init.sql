-- The reference gateway's store. Money is kept in cents; times are ms since the epoch.
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  username TEXT NOT NULL,
  username_key TEXT NOT NULL,          -- lower-cased: names are unique regardless of case
  password_hash TEXT NOT NULL,
  password_known INTEGER NOT NULL DEFAULT 1,
  password_changed_at INTEGER NOT NULL,
  type INTEGER NOT NULL DEFAULT 0,     -- 0 member, 1/2/41/42 agent, 4 trial
  nickname TEXT NOT NULL DEFAULT '',
  mobile TEXT,
  dialing_code TEXT,
  email TEXT,
  payee_name TEXT,
  extra TEXT NOT NULL DEFAULT '{}',    -- other registration fields, JSON
  upline_id INTEGER REFERENCES members(id),
  affiliate_code TEXT,
  language TEXT,
  vip_level INTEGER NOT NULL DEFAULT 0,
  balance_cents INTEGER NOT NULL DEFAULT 0,
  login_count INTEGER NOT NULL DEFAULT 0,
  reg_date INTEGER NOT NULL
);
CREATE UNIQUE INDEX members_username ON members (merchant, username_key);
CREATE UNIQUE INDEX members_mobile ON members (merchant, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate ON members (merchant, affiliate_code) WHERE affiliate_code IS NOT NULL;

CREATE TABLE member_ips (member_id INTEGER NOT NULL REFERENCES members(id), ip TEXT NOT NULL, first_at INTEGER NOT NULL, PRIMARY KEY (member_id, ip));

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,         -- sha256 of the token: a leaked database holds no usable token
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE login_failures (merchant TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX login_failures_key ON login_failures (merchant, key, at);

CREATE TABLE captchas (merchant TEXT NOT NULL, client TEXT NOT NULL, answer TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (merchant, client));

CREATE TABLE sms_sends (merchant TEXT NOT NULL, number TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX sms_sends_number ON sms_sends (merchant, number, at);
CREATE TABLE sms_locks (merchant TEXT NOT NULL, number TEXT NOT NULL, until INTEGER NOT NULL, PRIMARY KEY (merchant, number));
CREATE TABLE sms_codes (
  merchant TEXT NOT NULL, number TEXT NOT NULL, purpose TEXT NOT NULL,
  code TEXT NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, number, purpose)
);

CREATE TABLE outbox (id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, channel TEXT NOT NULL, recipient TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL);

CREATE TABLE reset_tokens (token_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), expires_at INTEGER NOT NULL, used_at INTEGER);

CREATE TABLE oauth_codes (code TEXT PRIMARY KEY, merchant TEXT NOT NULL, provider TEXT NOT NULL, subject TEXT NOT NULL, email TEXT NOT NULL, name TEXT NOT NULL, redirect_uri TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
CREATE TABLE social_tickets (ticket TEXT PRIMARY KEY, merchant TEXT NOT NULL, provider TEXT NOT NULL, subject TEXT NOT NULL, email TEXT NOT NULL, name TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
CREATE TABLE social_links (
  merchant TEXT NOT NULL, provider TEXT NOT NULL, subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id), linked_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, provider, subject),
  UNIQUE (member_id, provider)         -- one identity per provider per account, never replaced
);

CREATE TABLE games (
  node_id INTEGER PRIMARY KEY, game_type TEXT NOT NULL, vendor TEXT NOT NULL, game_code TEXT NOT NULL,
  name TEXT NOT NULL, classify TEXT NOT NULL DEFAULT '', is_game TEXT NOT NULL, is_hot INTEGER NOT NULL,
  is_new INTEGER NOT NULL, support_play INTEGER NOT NULL, min_bet REAL NOT NULL, popularity INTEGER NOT NULL,
  draw_minutes INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_type_vendor ON games (game_type, vendor);

CREATE TABLE favourites (member_id INTEGER NOT NULL REFERENCES members(id), node_id INTEGER NOT NULL REFERENCES games(node_id), created_at INTEGER NOT NULL, PRIMARY KEY (member_id, node_id));
CREATE TABLE recent_games (member_id INTEGER NOT NULL REFERENCES members(id), node_id INTEGER NOT NULL REFERENCES games(node_id), launched_at INTEGER NOT NULL, PRIMARY KEY (member_id, node_id));
CREATE INDEX recent_games_time ON recent_games (member_id, launched_at);

CREATE TABLE announcements (id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, type TEXT NOT NULL, execution TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, promotion_type TEXT, created_at INTEGER NOT NULL);
CREATE INDEX announcements_merchant ON announcements (merchant, type);
CREATE TABLE winners (id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, node_id INTEGER NOT NULL, customer_name TEXT NOT NULL, win_cents INTEGER NOT NULL);
CREATE INDEX winners_merchant ON winners (merchant, win_cents);
CREATE TABLE messages (id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), title TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL, read_at INTEGER);

CREATE TABLE merchant_status (merchant TEXT PRIMARY KEY, status TEXT NOT NULL CHECK (status IN ('normal', 'maintenance', 'restricted')));
CREATE TABLE restricted_ips (merchant TEXT NOT NULL, ip TEXT NOT NULL, PRIMARY KEY (merchant, ip));
