-- Deposits: a member's request to pay in through one of the merchant's channels (tenant config
-- wallet.deposit.channels) is a pending order until the operator approves it (the ledger credits
-- the member, once) or fails it. Amounts in the currency's minor unit. See gateway/README.md, "Money".
CREATE TABLE deposit_orders (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  -- The member's request id: the same id again answers the same order and makes no other.
  request_id TEXT NOT NULL,
  -- What the member writes on the payment so the operator can match it: D + merchant-wide number.
  reference TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  fee INTEGER NOT NULL CHECK (fee >= 0 AND fee < amount),
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CREDITED', 'FAILED')),
  reason TEXT,
  -- Demo channels (demoAutoCreditSeconds) credit themselves at this time; NULL waits for the operator.
  auto_credit_at INTEGER,
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  -- The ledger's journal transaction that credited it (CREDITED only).
  journal_id INTEGER REFERENCES journal(id),
  UNIQUE (merchant, member_id, request_id),
  UNIQUE (merchant, reference),
  CHECK ((status = 'CREDITED') = (journal_id IS NOT NULL)),
  CHECK ((status = 'PENDING') = (settled_at IS NULL))
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at);
CREATE INDEX deposit_orders_due ON deposit_orders (auto_credit_at) WHERE status = 'PENDING' AND auto_credit_at IS NOT NULL;

-- Notifications are platform messages the gateway writes itself (deposit credited, withdrawal
-- rejected, ...): `kind` names the event and `params` (JSON) its values, so a site writes them in
-- the page's language; title and body are the English text for clients that do not know the kind.
ALTER TABLE messages ADD COLUMN kind TEXT;
ALTER TABLE messages ADD COLUMN params TEXT;
