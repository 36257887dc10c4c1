-- Agent contracts (store/contracts.ts): an upline agent offers one of its direct sub-agent downlines
-- a dividend, daily, hourly or real-time salary contract; the downline accepts or rejects it, and
-- either side may end it (the upline by asking, the downline at once). Terms are JSON: tiers of a
-- rate in basis points (1/100 of a percent) with their minimums in minor units, or the real-time
-- win and loss rates. At most one active and one pending contract per downline and kind.
CREATE TABLE contracts (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME')),
  upline_id INTEGER NOT NULL REFERENCES members(id),
  downline_id INTEGER NOT NULL REFERENCES members(id),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED')),
  -- DAILY, WEEKLY, SEMIMONTHLY or MONTHLY for dividends; DAILY, HOURLY, SLOT5 for the salaries.
  period TEXT NOT NULL,
  terms TEXT NOT NULL,
  -- The highest rate of the terms (basis points), to tell an offer that lowers the downline's rate.
  top_rate INTEGER NOT NULL,
  offered_at INTEGER NOT NULL,
  -- When the downline accepted: settlement counts play from then on.
  started_at INTEGER,
  ended_at INTEGER,
  -- REJECTED: rejected; TERMINATED: 'downline', 'upline' (a termination the downline agreed to) or 'replaced'.
  end_reason TEXT,
  -- Set while the upline's request to end an active contract waits for the downline.
  termination_asked_at INTEGER
);
CREATE UNIQUE INDEX contracts_active ON contracts (downline_id, kind) WHERE status = 'ACTIVE';
CREATE UNIQUE INDEX contracts_pending ON contracts (downline_id, kind) WHERE status = 'PENDING';
CREATE INDEX contracts_upline ON contracts (upline_id, kind);
CREATE INDEX contracts_downline ON contracts (downline_id, kind);
CREATE INDEX contracts_settling ON contracts (merchant, status);

-- One row per contract and period it was active in, written when the period closed: the figures
-- it was computed from, the tier and rate that applied, and what was paid (0 when nothing was
-- due; then no journal transaction). The unique key is what makes a period pay once.
CREATE TABLE contract_settlements (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES contracts(id),
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  active_members INTEGER NOT NULL,
  valid_bet INTEGER NOT NULL,
  profit INTEGER NOT NULL,
  -- What the rate applied to (profit or valid bet), and which: 'PROFIT' or 'VALID_BET'.
  base INTEGER NOT NULL,
  basis TEXT NOT NULL,
  -- The tier met (1-based; 0: none), and the rate applied in basis points.
  tier INTEGER NOT NULL,
  rate INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  journal_id INTEGER REFERENCES journal(id),
  settled_at INTEGER NOT NULL,
  UNIQUE (contract_id, period_start)
);
