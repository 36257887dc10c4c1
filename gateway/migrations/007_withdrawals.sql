-- Withdrawals: a member's payment password, the payout accounts they bound with it, and their
-- requests to be paid out. A request holds its amount at once (main wallet -> the house's
-- 'withdrawals' account, one journal transaction); the operator approves it (held -> payouts and
-- fees) or rejects it (held -> back to the main wallet). See gateway/README.md, "Money".
ALTER TABLE members ADD COLUMN payment_password_hash TEXT;

CREATE TABLE payout_accounts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  provider_id TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, provider_id, account_number)
);

CREATE TABLE withdrawal_orders (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  request_id TEXT NOT NULL,
  reference TEXT NOT NULL,
  payout_account_id INTEGER NOT NULL REFERENCES payout_accounts(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  fee INTEGER NOT NULL CHECK (fee >= 0 AND fee < amount),
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason TEXT,
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  -- The journal transactions that held the amount and that settled it.
  hold_journal_id INTEGER NOT NULL REFERENCES journal(id),
  settle_journal_id INTEGER REFERENCES journal(id),
  UNIQUE (merchant, member_id, request_id),
  UNIQUE (merchant, reference),
  CHECK ((status = 'PENDING') = (settled_at IS NULL)),
  CHECK ((status = 'PENDING') = (settle_journal_id IS NULL))
);
CREATE INDEX withdrawal_orders_member ON withdrawal_orders (member_id, created_at);
