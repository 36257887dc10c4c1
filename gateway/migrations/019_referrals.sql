-- Referrals: a member's own referral code (made on first ask), who referred a member (from the
-- register call's referralCode), and what a referrer earned: a share of each rebate their
-- friends claim, paid once per claim. See gateway/README.md, "Referrals".
ALTER TABLE members ADD COLUMN referral_code TEXT;
ALTER TABLE members ADD COLUMN referred_by INTEGER REFERENCES members(id);
CREATE UNIQUE INDEX members_referral_code ON members (merchant, referral_code) WHERE referral_code IS NOT NULL;
CREATE INDEX members_referred_by ON members (referred_by) WHERE referred_by IS NOT NULL;

CREATE TABLE referral_earnings (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  friend_id INTEGER NOT NULL REFERENCES members(id),
  claim_id INTEGER NOT NULL UNIQUE REFERENCES rebate_claims(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  journal_id INTEGER NOT NULL REFERENCES journal(id),
  created_at INTEGER NOT NULL
);
CREATE INDEX referral_earnings_member ON referral_earnings (member_id, friend_id);
