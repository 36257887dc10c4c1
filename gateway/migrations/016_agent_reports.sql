-- The agent centre's downline transactions (store/reports.ts) go from the team's accounts to their
-- wallets, then to those wallets' entries and journal transactions: each member's wallets by member.
CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id);
