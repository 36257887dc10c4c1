-- The money ledger, double entry. Every movement is one journal transaction whose entries sum to
-- zero, written in one SQLite transaction with the balances it changes. Amounts are integers in
-- the currency's minor unit (cents for PHP and USD, dong for VND). See gateway/README.md, "Money".

-- An account: a member's main wallet or one of their vendor wallets, or one of the house's
-- accounts money comes from and goes to (opening, deposits, payouts, bonuses, fees, games). A
-- member's account never goes below zero; the house's run negative (they are the other side).
CREATE TABLE ledger_accounts (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER REFERENCES members(id),
  kind TEXT NOT NULL,
  vendor TEXT NOT NULL DEFAULT '',
  balance INTEGER NOT NULL DEFAULT 0,
  CHECK (member_id IS NULL OR balance >= 0),
  CHECK ((member_id IS NULL) = (kind NOT IN ('main', 'vendor')))
);
CREATE UNIQUE INDEX ledger_accounts_key ON ledger_accounts (merchant, IFNULL(member_id, 0), kind, vendor);

-- A journal transaction: one per request id of its requester ('member:<id>', 'operator', 'system').
-- A repeated request id answers `answer` again and moves nothing; `fingerprint` (the call and its
-- input) tells a true repeat from an id reused for something else.
CREATE TABLE journal (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  requester TEXT NOT NULL,
  request_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  member_id INTEGER REFERENCES members(id),
  fingerprint TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (merchant, requester, request_id)
);
CREATE INDEX journal_member ON journal (member_id, created_at);

CREATE TABLE ledger_entries (
  journal_id INTEGER NOT NULL REFERENCES journal(id),
  account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  amount INTEGER NOT NULL CHECK (amount <> 0),
  balance_after INTEGER NOT NULL,
  PRIMARY KEY (journal_id, account_id)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, journal_id);

-- Balances so far move into the ledger: each member's main wallet, opened from the house's
-- 'opening' account by one journal transaction per member with money.
INSERT INTO ledger_accounts (merchant, member_id, kind, balance) SELECT merchant, id, 'main', balance_cents FROM members;
INSERT INTO ledger_accounts (merchant, member_id, kind, balance)
  SELECT merchant, NULL, 'opening', -SUM(balance_cents) FROM members GROUP BY merchant;
INSERT INTO journal (merchant, requester, request_id, kind, member_id, fingerprint, answer, created_at)
  SELECT merchant, 'system', 'opening:' || id, 'opening', id, 'opening', '{}', reg_date FROM members WHERE balance_cents > 0;
INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after)
  SELECT j.id, a.id, m.balance_cents, m.balance_cents FROM members m
    JOIN journal j ON j.merchant = m.merchant AND j.requester = 'system' AND j.request_id = 'opening:' || m.id
    JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'main';
-- The opening side: its running balance in journal order.
INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after)
  SELECT j.id, h.id, -m.balance_cents,
    -SUM(m.balance_cents) OVER (PARTITION BY m.merchant ORDER BY j.id)
  FROM members m
    JOIN journal j ON j.merchant = m.merchant AND j.requester = 'system' AND j.request_id = 'opening:' || m.id
    JOIN ledger_accounts h ON h.merchant = m.merchant AND h.member_id IS NULL AND h.kind = 'opening';
ALTER TABLE members DROP COLUMN balance_cents;
