-- Bonuses: money a reward pays (a promotion, a red envelope, a wheel spin, a golden egg, a raffle
-- prize, a VIP upgrade) and the turnover requirement it brings: the valid bet the member must
-- place before they may withdraw. Valid bets work the open requirements off, oldest bonus first,
-- in the bet's own transaction. See gateway/README.md, "Bonuses and turnover".
CREATE TABLE bonuses (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  source TEXT NOT NULL CHECK (source IN ('promotion', 'red-envelope', 'wheel', 'golden-egg', 'raffle', 'vip', 'operator')),
  title TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  turnover_required INTEGER NOT NULL CHECK (turnover_required >= 0),
  turnover_done INTEGER NOT NULL DEFAULT 0 CHECK (turnover_done >= 0 AND turnover_done <= turnover_required),
  journal_id INTEGER NOT NULL UNIQUE REFERENCES journal(id),
  granted_at INTEGER NOT NULL,
  -- When the requirement was met (at once for a bonus without one); NULL while it is open.
  met_at INTEGER,
  CHECK ((met_at IS NULL) = (turnover_done < turnover_required))
);
CREATE INDEX bonuses_member ON bonuses (member_id, granted_at);
-- What a bet works off, and what stands between a member and a withdrawal.
CREATE INDEX bonuses_open ON bonuses (member_id, id) WHERE met_at IS NULL;
