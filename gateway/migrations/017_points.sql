-- Points: what members earn from their valid bets and spend in the points mall (goods, or
-- converted into their main wallet). Points are whole numbers; like money, every change is an
-- entry written with the balance it changes, and no balance goes below zero. See gateway/README.md,
-- "Points".

-- The merchant's points rules: valid bet (minor units) per point earned, and the conversion of
-- `convert_points` points into `convert_amount` minor units at VIP level 0 (each level above adds
-- `vip_bonus_percent` percent). Seeded per merchant (gateway/seed/points.ts).
CREATE TABLE point_settings (
  merchant TEXT PRIMARY KEY,
  bet_per_point INTEGER NOT NULL CHECK (bet_per_point > 0),
  convert_points INTEGER NOT NULL CHECK (convert_points > 0),
  convert_amount INTEGER NOT NULL CHECK (convert_amount > 0),
  vip_bonus_percent INTEGER NOT NULL DEFAULT 0 CHECK (vip_bonus_percent >= 0)
);

-- A member's points, and the valid bet (minor units) not yet worth a whole point.
CREATE TABLE point_balances (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  carry INTEGER NOT NULL DEFAULT 0 CHECK (carry >= 0)
);

-- Every change of a member's points: EARN (a bet), REDEEM (a good), CONVERT (into the wallet),
-- REFUND (a rejected redemption). `ref` names what caused it (bet:<id>, redemption:<id>, journal:<id>).
CREATE TABLE point_entries (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('EARN', 'REDEEM', 'CONVERT', 'REFUND')),
  points INTEGER NOT NULL CHECK (points <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  ref TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX point_entries_member ON point_entries (member_id, created_at);

-- The points mall's goods. Names, descriptions and units are JSON objects by language code. A
-- good costs `points` points and `amount` minor units from the main wallet per unit; `stock` NULL
-- is unlimited. `delivery` says what the member must give: a postal address, an account to be
-- paid into, or nothing.
CREATE TABLE point_goods (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  image TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  unit TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  amount INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0),
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  max_quantity INTEGER NOT NULL DEFAULT 1 CHECK (max_quantity > 0),
  delivery TEXT NOT NULL CHECK (delivery IN ('ADDRESS', 'ACCOUNT', 'NONE')),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX point_goods_merchant ON point_goods (merchant, sort);

-- A member's redemption, once per request id; the operator approves or rejects it (a rejection
-- gives the points, the amount and the stock back).
CREATE TABLE point_redemptions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  request_id TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  good_id INTEGER NOT NULL REFERENCES point_goods(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  points INTEGER NOT NULL CHECK (points > 0),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  address TEXT,
  paid_account TEXT,
  status TEXT NOT NULL DEFAULT 'IN_PROCESS' CHECK (status IN ('IN_PROCESS', 'REJECTED', 'APPROVED')),
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, created_at);
CREATE INDEX point_redemptions_status ON point_redemptions (merchant, status, created_at);
