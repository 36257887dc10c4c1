-- The platform's promotions that run by type rather than as offers a member joins (the member
-- info's availablePromo): per merchant, whether each runs. Only REFERRAL so far, seeded on where
-- the merchant has the referral feature; the operator switches it (`referral on|off`). See
-- gateway/README.md, "Referrals".
CREATE TABLE promotion_switches (
  merchant TEXT NOT NULL,
  promotion_type TEXT NOT NULL CHECK (promotion_type IN ('REFERRAL')),
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  PRIMARY KEY (merchant, promotion_type)
);

-- The promotion an announcement advertises (the popup's go-to-promotion button lands on its card
-- in the reward centre); NULL: none, and the button goes by promotion_type alone.
ALTER TABLE announcements ADD COLUMN promotion_id INTEGER REFERENCES promotions(id);
