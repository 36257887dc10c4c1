-- Missions: the merchant's daily tasks (bet so much, place so many bets, play so many game types,
-- deposit), each with a reward the member claims once per day of the merchant's time zone, once
-- the gateway counts the task done. See gateway/README.md, "Missions".
CREATE TABLE missions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('VALID_BET', 'BETS', 'GAME_TYPES', 'DEPOSIT')),
  -- VALID_BET and BETS may count one game type only.
  game_type TEXT,
  -- Minor units for VALID_BET and DEPOSIT; a count for BETS and GAME_TYPES.
  target INTEGER NOT NULL CHECK (target > 0),
  reward INTEGER NOT NULL CHECK (reward > 0),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX missions_merchant ON missions (merchant, sort);

CREATE TABLE mission_claims (
  id INTEGER PRIMARY KEY,
  mission_id INTEGER NOT NULL REFERENCES missions(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  -- The merchant's day (YYYY-MM-DD) the mission was done in.
  day TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  journal_id INTEGER NOT NULL REFERENCES journal(id),
  created_at INTEGER NOT NULL,
  UNIQUE (mission_id, member_id, day)
);
