-- Uploaded images (png or jpg, at most 5 MB, checked by their bytes) that a later call names:
-- proof that a withdrawal did not arrive (feedback and promotion applications will use them too).
-- An upload no call has used is deleted after a day (store/prune.ts).
CREATE TABLE uploads (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  size INTEGER NOT NULL CHECK (size > 0 AND size <= 5242880),
  bytes BLOB NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX uploads_member ON uploads (member_id, created_at);

-- What the member confirmed of a paid-out withdrawal (NULL before approval): AWAITING, PARTIAL
-- (with received), RECEIVED, NOT_RECEIVED (with proof) or FORCED (unconfirmed by receipt_due_at:
-- counts as received, not refunded). received is in minor units.
ALTER TABLE withdrawal_orders ADD COLUMN receipt TEXT CHECK (receipt IN ('AWAITING', 'PARTIAL', 'RECEIVED', 'NOT_RECEIVED', 'FORCED'));
ALTER TABLE withdrawal_orders ADD COLUMN received INTEGER NOT NULL DEFAULT 0;
ALTER TABLE withdrawal_orders ADD COLUMN receipt_due_at INTEGER;
ALTER TABLE withdrawal_orders ADD COLUMN receipt_at INTEGER;
CREATE INDEX withdrawal_receipts_due ON withdrawal_orders (receipt_due_at) WHERE receipt IN ('AWAITING', 'PARTIAL');

CREATE TABLE receipt_proofs (
  order_id INTEGER NOT NULL REFERENCES withdrawal_orders(id),
  upload_id INTEGER NOT NULL REFERENCES uploads(id),
  PRIMARY KEY (order_id, upload_id)
);
