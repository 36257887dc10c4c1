-- Manual rebates: a member claims back a share of their valid bets, by game type at the
-- merchant's rates, whenever they like; each bet is rebated once (the claim that took it is on the
-- bet). See gateway/README.md, "Rebates".

-- The merchant's rate per game type, in hundredths of a percent of the valid bet (80: 0.8%).
CREATE TABLE rebate_rates (
  merchant TEXT NOT NULL,
  game_type TEXT NOT NULL,
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 10000),
  PRIMARY KEY (merchant, game_type)
);

-- A claim: what it paid (minor units) on how much valid bet, and its journal transaction.
CREATE TABLE rebate_claims (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  valid_bet INTEGER NOT NULL CHECK (valid_bet > 0),
  journal_id INTEGER NOT NULL REFERENCES journal(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, created_at);

ALTER TABLE bets ADD COLUMN rebate_claim_id INTEGER REFERENCES rebate_claims(id);
-- What a member may still claim: their valid bets no claim took yet.
CREATE INDEX bets_unrebated ON bets (member_id, game_type) WHERE rebate_claim_id IS NULL AND valid_bet > 0;
