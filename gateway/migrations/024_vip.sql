-- VIP ranks: each merchant's ranks (level 0 is where every member starts), the cumulative valid
-- bet that reaches each and what each gives; a member's rank rises in the bet's own transaction
-- when their valid bet in all crosses a threshold, and never falls. See gateway/README.md, "VIP".
CREATE TABLE vip_ranks (
  merchant TEXT NOT NULL,
  level INTEGER NOT NULL CHECK (level >= 0),
  label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 30),
  -- Valid bet in all (minor units) that reaches the rank; 0 for level 0.
  threshold INTEGER NOT NULL CHECK (threshold >= 0),
  -- Paid once on reaching the rank, as a bonus with a turnover requirement of this many times it.
  upgrade_bonus INTEGER NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
  turnover_multiple INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  -- Points convert into this many percent more than at level 0 (replaces point_settings.vip_bonus_percent).
  points_bonus_percent INTEGER NOT NULL DEFAULT 0 CHECK (points_bonus_percent >= 0),
  -- Withdrawals a day beyond the merchant's wallet.withdrawal.dailyCount.
  extra_withdrawals INTEGER NOT NULL DEFAULT 0 CHECK (extra_withdrawals >= 0),
  PRIMARY KEY (merchant, level)
);

-- A member's valid bet in all (minor units), kept with each bet so a promotion needs no sum.
ALTER TABLE members ADD COLUMN vip_valid_bet INTEGER NOT NULL DEFAULT 0 CHECK (vip_valid_bet >= 0);
UPDATE members SET vip_valid_bet = (SELECT IFNULL(SUM(valid_bet), 0) FROM bets WHERE bets.member_id = members.id);
-- The fixed levels of before are gone: the seed's 'vip' part ranks every member from their valid bet.
UPDATE members SET vip_level = 0;

-- The points rate per rank comes from vip_ranks now.
ALTER TABLE point_settings DROP COLUMN vip_bonus_percent;
