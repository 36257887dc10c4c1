-- Promotions: the operator's offers (seeded per merchant, edited through the CLI), and each
-- member's part in one: joined (kind AUTO) or applied (kind APPLY), then issued, claimed (paid once
-- as a bonus, store/bonuses.ts) or rejected. The member's state is derived from these rows, the
-- period and the member's deposits: see gateway/README.md, "Promotions".
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  -- {"EN": "...", "VI": "..."}: one text per language the merchant offers (at least one).
  titles TEXT NOT NULL,
  -- The same per language, HTML (the site sanitises it as it does announcements).
  rules TEXT NOT NULL,
  -- The banner's URL; NULL: the gateway draws one (/wps/static/promotions/<merchant>/<id>-<language>.svg).
  banner TEXT,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  -- Set by `promotion close`: closed from then on, whatever the period says.
  closed_at INTEGER,
  -- ALL: visitors and members; MEMBERS: members only; NEW_MEMBERS: members registered since it started.
  audience TEXT NOT NULL CHECK (audience IN ('ALL', 'MEMBERS', 'NEW_MEMBERS')),
  -- AUTO: the member joins and the bonus is issued once a deposit of at least min_deposit is
  -- credited in the period after joining; APPLY: the member applies, the operator decides.
  kind TEXT NOT NULL CHECK (kind IN ('AUTO', 'APPLY')),
  -- Minor units; AUTO only.
  min_deposit INTEGER CHECK (min_deposit IS NULL OR min_deposit > 0),
  -- FIXED: bonus_value minor units; PERCENT: bonus_value percent of the qualifying deposit (AUTO
  -- only), at most bonus_cap minor units.
  bonus_kind TEXT NOT NULL CHECK (bonus_kind IN ('FIXED', 'PERCENT')),
  bonus_value INTEGER NOT NULL CHECK (bonus_value > 0),
  bonus_cap INTEGER CHECK (bonus_cap IS NULL OR bonus_cap > 0),
  -- The valid bet the bonus asks before a withdrawal: amount × this.
  turnover_multiple INTEGER NOT NULL CHECK (turnover_multiple >= 0),
  sort INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  CHECK ((kind = 'AUTO') = (min_deposit IS NOT NULL)),
  CHECK (bonus_kind = 'FIXED' OR (kind = 'AUTO' AND bonus_cap IS NOT NULL))
);
CREATE INDEX promotions_merchant ON promotions (merchant, sort);

-- One member's part in one promotion (one row at most: a rejected application is final).
CREATE TABLE promotion_entries (
  id INTEGER PRIMARY KEY,
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  -- JOINED (AUTO; issued once its deposit is credited), APPLYING, ISSUED (approved), REJECTED, CLAIMED.
  status TEXT NOT NULL CHECK (status IN ('JOINED', 'APPLYING', 'ISSUED', 'REJECTED', 'CLAIMED')),
  -- The application's comment (at most 140 characters).
  comment TEXT,
  -- The operator's reason for a rejection.
  reason TEXT,
  -- Minor units: set when issued (APPLY) or claimed.
  amount INTEGER,
  bonus_id INTEGER,
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  claimed_at INTEGER,
  UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_entries_member ON promotion_entries (member_id);
CREATE INDEX promotion_entries_applying ON promotion_entries (status) WHERE status = 'APPLYING';

CREATE TABLE promotion_images (
  entry_id INTEGER NOT NULL REFERENCES promotion_entries(id),
  upload_id INTEGER NOT NULL REFERENCES uploads(id),
  PRIMARY KEY (entry_id, upload_id)
);
