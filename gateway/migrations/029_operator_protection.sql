-- Operator-set limits (docs/decisions/0017-operator-protection-and-exclusion-registers.md): a limit the
-- operator set holds against the member's raise or removal until locked_until (ms since the epoch); NULL: the
-- member's own limit, which they may raise after the jurisdiction's delay.
ALTER TABLE protection_limits ADD COLUMN locked_until INTEGER;

-- The reference copy of the external self-exclusion registers a jurisdiction names (GAMSTOP for UKGC, NDRS for
-- PAGCOR): one row per listed email or mobile number, normalised (lower case; digits only). An operator's gateway
-- asks the register's own service instead (gateway/store/exclusion-registers.ts).
CREATE TABLE exclusion_register (
  register TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'mobile')),
  value TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (register, kind, value)
);
