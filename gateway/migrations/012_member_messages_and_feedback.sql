-- The member's message box (list newest first, unread counts) and feedback: what the member
-- sent (a question type, words, up to 3 uploaded images) and the operator's replies, each of
-- which also leaves the member a platform message (kind feedback.replied).
CREATE INDEX messages_member ON messages (member_id, created_at);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  type TEXT NOT NULL CHECK (type IN ('ACCOUNT', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'SUGGESTION', 'OTHER')),
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_member ON feedback (member_id, created_at);
CREATE INDEX feedback_merchant ON feedback (merchant, created_at);

CREATE TABLE feedback_images (
  feedback_id INTEGER NOT NULL REFERENCES feedback(id),
  upload_id INTEGER NOT NULL REFERENCES uploads(id),
  PRIMARY KEY (feedback_id, upload_id)
);

CREATE TABLE feedback_replies (
  id INTEGER PRIMARY KEY,
  feedback_id INTEGER NOT NULL REFERENCES feedback(id),
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_replies_of ON feedback_replies (feedback_id, created_at);
