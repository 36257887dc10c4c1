-- The operator's answer to a receipt the member reported NOT_RECEIVED (store/withdrawals.ts):
-- REFUNDED (what did not arrive goes back to the member's main wallet, in refund_journal_id) or
-- UPHELD (the payment did arrive: closed with the operator's reason, nothing moves). The member's
-- own receipt stays as they said it.
ALTER TABLE withdrawal_orders ADD COLUMN dispute TEXT CHECK (dispute IN ('REFUNDED', 'UPHELD'));
ALTER TABLE withdrawal_orders ADD COLUMN dispute_reason TEXT;
ALTER TABLE withdrawal_orders ADD COLUMN dispute_at INTEGER;
ALTER TABLE withdrawal_orders ADD COLUMN refund_journal_id INTEGER REFERENCES journal (id);
CREATE INDEX withdrawal_disputes_open ON withdrawal_orders (merchant) WHERE receipt = 'NOT_RECEIVED' AND dispute IS NULL;
