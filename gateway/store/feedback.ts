// Feedback (migrations/012): what a member sent (a question type, words within the merchant's
// bounds, up to 3 of their uploads) and the operator's replies; a reply also leaves the member a
// platform message (kind feedback.replied).
import type { DatabaseSync } from 'node:sqlite';
import type { Feedback, FeedbackType } from '../../contract/generated/common.ts';
import { countWords } from '../../core/feedback.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { notify } from './messages.ts';
import { markUploadsUsed } from './uploads.ts';
import { allRows, type MemberTable, memberPage, oneRow, rowShape, widerShape } from './rows.ts';

const FEEDBACK_ROW = rowShape<FeedbackRow>('FEEDBACK_ROW', { id: true, type: true, content: true, createdAt: true, images: true });
const QUEUED_FEEDBACK = widerShape<FeedbackRow, { merchant: string; username: string; replies: number }>(FEEDBACK_ROW, 'QUEUED_FEEDBACK', {
  merchant: true,
  username: true,
  replies: true,
});

interface FeedbackRow {
  id: number;
  type: FeedbackType;
  content: string;
  createdAt: number;
  images: number;
}
const COLUMNS = `f.id, f.type, f.content, f.created_at AS createdAt,
  (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS images`;

function withReplies(db: DatabaseSync, row: FeedbackRow): Feedback {
  const replies = db
    .prepare('SELECT text, created_at AS createdAt FROM feedback_replies WHERE feedback_id = ? ORDER BY created_at, id')
    .all(row.id) as Array<{ text: string; createdAt: number }>;
  return { ...row, replies: replies.map((r) => ({ text: r.text, createdAt: r.createdAt })) };
}

/** Stores a member's feedback; refused (nothing stored) outside the word bounds or with an upload not theirs. */
export function submitFeedback(
  db: DatabaseSync,
  tenant: Tenant,
  memberId: number,
  sent: { type: FeedbackType; content: string; imageIds: readonly number[] },
  now: number,
): Feedback {
  const { minWords, maxWords } = tenant.config.support.feedback;
  const words = countWords(sent.content);
  if (words < minWords || words > maxWords)
    throw new Refusal('feedback.words', `the description must have between ${minWords} and ${maxWords} words (it has ${words})`, {
      value: { min: minWords, max: maxWords, words },
    });
  return transaction(db, () => {
    markUploadsUsed(db, memberId, sent.imageIds);
    const id = Number(
      db
        .prepare('INSERT INTO feedback (merchant, member_id, type, content, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(tenant.code, memberId, sent.type, sent.content.trim(), now).lastInsertRowid,
    );
    const image = db.prepare('INSERT INTO feedback_images (feedback_id, upload_id) VALUES (?, ?)');
    for (const upload of sent.imageIds) image.run(id, upload);
    return withReplies(db, oneRow(db.prepare(`SELECT ${COLUMNS} FROM feedback f WHERE f.id = ?`), FEEDBACK_ROW, id)!);
  });
}

/** A member's feedback, newest first. */
const FEEDBACK: MemberTable = { columns: COLUMNS, from: 'feedback f', orderBy: 'f.created_at DESC, f.id DESC' };

/** One page of a member's feedback, newest first, with the replies. */
export function feedbackOf(db: DatabaseSync, memberId: number, page: number, size: number): { list: Feedback[]; total: number } {
  const { rows, total } = memberPage(db, FEEDBACK, FEEDBACK_ROW, memberId, page, size);
  return { list: rows.map((row) => withReplies(db, row)), total };
}

/** Feedback for the operator (the CLI), newest first, with who sent it and how often it was answered. */
export function listFeedback(
  db: DatabaseSync,
  filter: { merchant?: string | undefined; limit: number },
): Array<FeedbackRow & { merchant: string; username: string; replies: number }> {
  return allRows(
    db.prepare(
      `SELECT ${COLUMNS}, f.merchant, m.username,
        (SELECT COUNT(*) FROM feedback_replies r WHERE r.feedback_id = f.id) AS replies
      FROM feedback f JOIN members m ON m.id = f.member_id
      WHERE ? IS NULL OR f.merchant = ? ORDER BY f.created_at DESC, f.id DESC LIMIT ?`,
    ),
    QUEUED_FEEDBACK,
    filter.merchant ?? null,
    filter.merchant ?? null,
    filter.limit,
  );
}

/** The operator answers a feedback: the reply is kept with it and the member gets a message. */
export function replyToFeedback(db: DatabaseSync, id: number, text: string, now: number): { username: string; merchant: string } {
  return transaction(db, () => {
    const row = db
      .prepare(
        'SELECT f.member_id AS memberId, f.type, f.merchant, m.username FROM feedback f JOIN members m ON m.id = f.member_id WHERE f.id = ?',
      )
      .get(id) as { memberId: number; type: FeedbackType; merchant: string; username: string } | undefined;
    if (!row) throw new Refusal('feedback.unknown', `no feedback ${id}`);
    db.prepare('INSERT INTO feedback_replies (feedback_id, text, created_at) VALUES (?, ?, ?)').run(id, text, now);
    notify(db, {
      memberId: row.memberId,
      kind: 'feedback.replied',
      params: { feedbackId: id, type: row.type, reply: text },
      now,
      title: 'Reply to your feedback',
      body: text,
    });
    return { username: row.username, merchant: row.merchant };
  });
}
