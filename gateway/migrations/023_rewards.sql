-- The reward centre (gateway/README.md, "Reward centre"): tickets a member holds (red envelopes,
-- prize-wheel spins, golden eggs), each opened once for a prize the gateway draws from the
-- merchant's weighted prize table and pays as a bonus; and raffles, whose entries come from valid
-- bets over a period and whose prizes the gateway draws at the draw time, each claimed once.

-- What a merchant grants tickets for: DEPOSIT (one ticket per credited deposit of at least
-- `threshold` minor units), DAILY_BET (one ticket on the first valid bet of a merchant's day).
-- The operator grants any kind through the CLI besides.
CREATE TABLE reward_rules (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('RED_ENVELOPE', 'WHEEL', 'GOLDEN_EGG')),
  trigger TEXT NOT NULL CHECK (trigger IN ('DEPOSIT', 'DAILY_BET')),
  threshold INTEGER NOT NULL DEFAULT 0 CHECK (threshold >= 0),
  valid_days INTEGER NOT NULL CHECK (valid_days > 0)
);
CREATE INDEX reward_rules_merchant ON reward_rules (merchant, trigger);

-- Each kind's prizes at a merchant: a segment (the wheel's slice; its order elsewhere), the amount
-- (0: no prize), its weight in the draw, and the turnover multiple its bonus asks.
CREATE TABLE reward_prizes (
  merchant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('RED_ENVELOPE', 'WHEEL', 'GOLDEN_EGG')),
  segment INTEGER NOT NULL CHECK (segment >= 0),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  weight INTEGER NOT NULL CHECK (weight > 0),
  turnover_multiple INTEGER NOT NULL CHECK (turnover_multiple >= 0),
  PRIMARY KEY (merchant, kind, segment)
);

CREATE TABLE reward_tickets (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('RED_ENVELOPE', 'WHEEL', 'GOLDEN_EGG')),
  -- Why it was granted, unique per member and kind so a rule grants once per cause:
  -- deposit:<order id>, bet-day:<YYYY-MM-DD>, operator:<time>:<n>, seed:<n>.
  source TEXT NOT NULL,
  granted_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  opened_at INTEGER,
  -- The member's request id of the opening: a repeat of it answers the same.
  request_id TEXT,
  segment INTEGER,
  prize INTEGER,
  bonus_id INTEGER,
  UNIQUE (member_id, kind, source)
);
CREATE INDEX reward_tickets_member ON reward_tickets (member_id, opened_at);

CREATE TABLE raffles (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  title TEXT NOT NULL,
  -- Bets placed in [starts_at, ends_at) give entries: one per `entry_unit` of valid bet.
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  draw_at INTEGER NOT NULL CHECK (draw_at >= ends_at),
  entry_unit INTEGER NOT NULL CHECK (entry_unit > 0),
  turnover_multiple INTEGER NOT NULL CHECK (turnover_multiple >= 0),
  -- Set once, by the one draw that happens (UPDATE ... WHERE drawn_at IS NULL).
  drawn_at INTEGER
);
CREATE INDEX raffles_merchant ON raffles (merchant, starts_at);

CREATE TABLE raffle_prizes (
  id INTEGER PRIMARY KEY,
  raffle_id INTEGER NOT NULL REFERENCES raffles(id),
  rank INTEGER NOT NULL CHECK (rank > 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- The winner, once drawn (no one when there were fewer members with entries than prizes).
  member_id INTEGER REFERENCES members(id),
  claimed_at INTEGER,
  bonus_id INTEGER,
  UNIQUE (raffle_id, rank)
);
CREATE INDEX raffle_prizes_member ON raffle_prizes (member_id, claimed_at);
