-- Every told slider challenge asked for (decision 0021): one that says where the gap is
-- needs no image matching, so the operator can see who asks for them and how often the hourly caps
-- (LIMITS.toldSlidersPerClientPerHour, ...PerMerchantPerHour) refused one. Kept 30 days.
CREATE TABLE told_challenges (
  merchant TEXT NOT NULL,
  client TEXT NOT NULL,                -- the caller's IP, as the captchas key it
  at INTEGER NOT NULL,
  issued INTEGER NOT NULL CHECK (issued IN (0, 1))   -- 0: refused by a cap
);
CREATE INDEX told_challenges_at ON told_challenges (merchant, at);
