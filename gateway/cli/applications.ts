// The operator's answers to applications for APPLY promotions (`npm run gateway -- applications|application`).
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../store/db.ts';
import { applicationsWaiting, decideApplication } from '../store/promotion-admin.ts';
import { command, fail, MERCHANT_FILTER, merchantFilter, settleOrFail } from './shared.ts';

/** `applications`: one line per application waiting. */
function applicationLines(db: DatabaseSync, merchant: string | undefined): string[] {
  return applicationsWaiting(db, merchant).map(
    (a) =>
      `${String(a.id).padStart(6)}  ${new Date(a.createdAt).toISOString()}  ${a.merchant}  promotion ${a.promotionId}  ${a.username}  ${a.images} image(s)  ${a.comment.replace(/\s+/g, ' ')}`,
  );
}

/** `application approve|reject <id>`: what to print. */
function applicationCommand(
  db: DatabaseSync,
  action: string | undefined,
  rawId: string | undefined,
  reason: string | undefined,
  now: number,
): string {
  if (action !== 'approve' && action !== 'reject') fail('application takes approve or reject');
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1) fail('give the application id (npm run gateway -- applications lists them)');
  const why = reason?.trim();
  if (action === 'reject' && !why) fail('application reject needs --reason "...": the member is told it');
  if (why && why.length > 500) fail('--reason is at most 500 characters');
  const decided = decideApplication(db, id, action === 'approve' ? { approve: true } : { approve: false, reason: why! }, now);
  return `application ${id}: ${decided.status}`;
}

/** applications: those waiting, oldest first. */
export const applications = command({
  name: 'applications',
  options: [MERCHANT_FILTER],
  usage: '  applications [--merchant X]                    list promotion applications waiting, oldest first',
  async run(cli) {
    const lines = applicationLines(openDatabase(cli.dbPath), await merchantFilter(cli));
    console.log(lines.join('\n') || 'no applications waiting');
  },
});

/** application approve / reject: the operator's decision, once; a refusal is said with exit 1. */
export const application = command({
  name: 'application',
  words: '[verb] [id]',
  options: [['--reason <text>', 'why it is rejected (reject; at most 500 characters): the member is told it']],
  usage: `  application approve <id>                       approve one: its bonus is issued, the member claims it
  application reject <id> --reason "..."         reject one: the member sees the reason`,
  run({ arg, target, values, dbPath }) {
    console.log(settleOrFail(() => applicationCommand(openDatabase(dbPath), arg, target, values.reason, Date.now())));
  },
});
