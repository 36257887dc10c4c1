-- Player protection (docs/decisions/0012-player-protection.md): a member's deposit and
-- loss limits, their time-out or self-exclusion and reality-check interval, and the journal of
-- every change to them. Amounts are minor units; times are ms since the epoch.
CREATE TABLE protection_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period TEXT NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  amount INTEGER CHECK (amount > 0),   -- the limit in force; NULL: none
  -- A raise or removal waiting for the jurisdiction's delay: it becomes `amount` (NULL: removed) at pending_at.
  pending_amount INTEGER CHECK (pending_amount > 0),
  pending_at INTEGER,
  PRIMARY KEY (member_id, kind, period)
);

CREATE TABLE protection_settings (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  reality_check_minutes INTEGER CHECK (reality_check_minutes BETWEEN 5 AND 240),
  break_kind TEXT CHECK (break_kind IN ('timeOut', 'selfExclusion')),
  break_until INTEGER
);

-- Every change, by whom: 'member' or 'operator'; before and after as the member would read them.
CREATE TABLE protection_journal (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  what TEXT NOT NULL,                  -- e.g. deposit.DAY, loss.MONTH, realityCheck, timeOut, selfExclusion
  before TEXT NOT NULL,
  after TEXT NOT NULL,
  applies_at INTEGER NOT NULL
);
CREATE INDEX protection_journal_member ON protection_journal (member_id, at);
