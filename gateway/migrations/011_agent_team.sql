-- The agent centre walks the agent tree downwards (store/team.ts): each member's direct downlines.
CREATE INDEX members_upline ON members (upline_id);
