-- Operator-set limits (issue 31; docs/decisions/0017-operator-protection-and-exclusion-registers.md): a limit the
-- operator set holds against the member's raise or removal until locked_until (ms since the epoch); NULL: the
-- member's own limit, which they may raise after the jurisdiction's delay.
ALTER TABLE protection_limits ADD COLUMN locked_until INTEGER;
