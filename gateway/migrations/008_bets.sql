-- Bets: what a member staked on a game and what it paid back, settled at once (the reference
-- gateway's games are instant). Each bet is one journal transaction between the member's wallet
-- (main, or the vendor's on multi-wallet merchants) and the house's 'games' account, written with
-- the bet. Amounts in the currency's minor unit. The betting record, profit and loss, and the
-- agent centre's reports read this table.
CREATE TABLE bets (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id INTEGER NOT NULL,
  game_type TEXT NOT NULL,
  vendor TEXT NOT NULL,
  stake INTEGER NOT NULL CHECK (stake > 0),
  -- What counts towards turnover, rebates and contracts: the stake, except a bet that paid its
  -- stake back exactly (a push), which counts nothing.
  valid_bet INTEGER NOT NULL CHECK (valid_bet >= 0 AND valid_bet <= stake),
  payout INTEGER NOT NULL CHECK (payout >= 0),
  placed_at INTEGER NOT NULL,
  journal_id INTEGER NOT NULL REFERENCES journal(id)
);
CREATE INDEX bets_member ON bets (member_id, placed_at);
CREATE INDEX bets_merchant ON bets (merchant, placed_at);
