// The operator's promotion commands (`npm run gateway -- promotions|promotion|applications|application`):
// a promotion is written as a JSON file (--file) and/or flags, in major units and ISO times, and
// checked as a whole by the store (every problem listed). See docs/gateway.md, "Promotions".
import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { formatMinor, parseAmount } from '../core/money.ts';
import type { Tenant } from './context.ts';
import {
  addPromotion,
  applicationsWaiting,
  closePromotion,
  decideApplication,
  editPromotion,
  type PromotionDraft,
} from './store/promotion-admin.ts';
import { promotionById, promotionsOf } from './store/promotions.ts';

export const promotionUsage = `  promotions [--merchant X]                      list promotions with their period, kind, bonus and entries
  promotion add --merchant X [--file F.json] [fields]   add a promotion (F.json: the fields below by name, titles and rules per language)
  promotion edit <id> [--file F.json] [fields]   change the given fields of a promotion
  promotion close <id>                           close it now (issued bonuses stay claimable)
      fields: --title "..." --rules "<p>...</p>" [--language L] --starts ISO --ends ISO --audience ALL|MEMBERS|NEW_MEMBERS
              --kind AUTO|APPLY [--min-deposit 100] --bonus 20|50% [--cap 500] --turnover N [--banner URL]
  applications [--merchant X]                    list promotion applications waiting, oldest first
  application approve <id>                       approve one: its bonus is issued, the member claims it
  application reject <id> --reason "..."         reject one: the member sees the reason`;

/** The flags these commands read (cli.ts parses them). */
export interface PromotionFlags {
  file?: string;
  title?: string;
  rules?: string;
  language?: string;
  starts?: string;
  ends?: string;
  audience?: string;
  kind?: string;
  'min-deposit'?: string;
  bonus?: string;
  cap?: string;
  turnover?: string;
  banner?: string;
  reason?: string;
}

/** A problem with what the operator wrote: said on stderr with exit code 2. */
export class UsageProblem extends Error {}

/** The fields of a file or flags: as written, before units and times are read. */
interface Written {
  titles?: Record<string, string>;
  rules?: Record<string, string>;
  starts?: string;
  ends?: string;
  audience?: string;
  kind?: string;
  minDeposit?: string | number;
  bonus?: string | number;
  cap?: string | number;
  turnover?: string | number;
  banner?: string | null;
}

const FILE_KEYS = new Set(['titles', 'rules', 'starts', 'ends', 'audience', 'kind', 'minDeposit', 'bonus', 'cap', 'turnover', 'banner']);

function fromFile(path: string): Written {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageProblem(`--file ${path}: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageProblem(`--file ${path}: a JSON object of fields`);
  const unknown = Object.keys(parsed).filter((k) => !FILE_KEYS.has(k));
  if (unknown.length)
    throw new UsageProblem(`--file ${path}: unknown field(s) ${unknown.join(', ')} (known: ${[...FILE_KEYS].join(', ')})`);
  return parsed as Written;
}

/** The file's fields with the flags over them (a flag's title or rules is in --language, EN by default). */
function written(flags: PromotionFlags): Written {
  const w: Written = flags.file ? fromFile(flags.file) : {};
  const language = (flags.language ?? 'EN').toUpperCase();
  if (flags.title !== undefined) w.titles = { ...w.titles, [language]: flags.title };
  if (flags.rules !== undefined) w.rules = { ...w.rules, [language]: flags.rules };
  const direct = { starts: flags.starts, ends: flags.ends, audience: flags.audience, kind: flags.kind, bonus: flags.bonus, cap: flags.cap };
  for (const [key, value] of Object.entries(direct)) if (value !== undefined) (w as Record<string, unknown>)[key] = value;
  if (flags['min-deposit'] !== undefined) w.minDeposit = flags['min-deposit'];
  if (flags.turnover !== undefined) w.turnover = flags.turnover;
  if (flags.banner !== undefined) w.banner = flags.banner === '' ? null : flags.banner;
  return w;
}

/** The draft's fields that were written, in the store's units (minor units, ms). */
function draftOf(tenant: Tenant, w: Written): Partial<PromotionDraft> {
  const decimals = tenant.config.currency.decimals;
  const money = (name: string, value: string | number) => {
    const read = parseAmount(String(value), decimals);
    if ('problem' in read)
      throw new UsageProblem(`${name}: "${value}" is not an amount of ${tenant.config.currency.code} (${decimals} decimals)`);
    return read.minor;
  };
  const time = (name: string, value: string) => {
    const at = Date.parse(value);
    if (!Number.isFinite(at)) throw new UsageProblem(`${name}: "${value}" is not a time such as 2026-12-01T00:00:00Z`);
    return at;
  };
  const d: Partial<PromotionDraft> = {};
  if (w.titles !== undefined) d.titles = w.titles;
  if (w.rules !== undefined) d.rules = w.rules;
  if (w.starts !== undefined) d.startsAt = time('starts', w.starts);
  if (w.ends !== undefined) d.endsAt = time('ends', w.ends);
  if (w.audience !== undefined) d.audience = w.audience.toUpperCase() as PromotionDraft['audience'];
  if (w.kind !== undefined) d.kind = w.kind.toUpperCase() as PromotionDraft['kind'];
  if (w.minDeposit !== undefined) d.minDeposit = money('min-deposit', w.minDeposit);
  if (w.bonus !== undefined) {
    const percent = /^\s*(\d{1,3})\s*%\s*$/.exec(String(w.bonus));
    d.bonusKind = percent ? 'PERCENT' : 'FIXED';
    d.bonusValue = percent ? Number(percent[1]) : money('bonus', w.bonus);
    if (!percent && w.cap === undefined) d.bonusCap = null;
  }
  if (w.cap !== undefined) d.bonusCap = money('cap', w.cap);
  if (w.turnover !== undefined) d.turnoverMultiple = Number(w.turnover);
  if (w.banner !== undefined) d.banner = w.banner;
  // An AUTO promotion turned APPLY drops its deposit condition.
  if (d.kind === 'APPLY' && d.minDeposit === undefined) d.minDeposit = null;
  return d;
}

/** One line per promotion for the operator. */
export function promotionLines(
  db: DatabaseSync,
  tenants: ReadonlyMap<string, Tenant>,
  merchant: string | undefined,
  now: number,
): string[] {
  return [...tenants.values()]
    .filter((t) => merchant === undefined || t.code === merchant)
    .flatMap((tenant) =>
      promotionsOf(db, tenant.code).map((p) => {
        const money = (minor: number) => formatMinor(minor, 'en', tenant.config.currency);
        const end = p.closedAt === null ? p.endsAt : Math.min(p.endsAt, p.closedAt);
        const when = now < p.startsAt ? 'coming' : now < end ? 'open' : p.closedAt !== null && p.closedAt < p.endsAt ? 'closed' : 'ended';
        const bonus = p.bonusKind === 'FIXED' ? money(p.bonusValue) : `${p.bonusValue}% up to ${money(p.bonusCap ?? 0)}`;
        const condition = p.minDeposit === null ? '' : ` on a deposit of ${money(p.minDeposit)}`;
        const { entries } = db.prepare('SELECT COUNT(*) AS entries FROM promotion_entries WHERE promotion_id = ?').get(p.id) as {
          entries: number;
        };
        const title = p.titles['EN'] ?? Object.values(p.titles)[0];
        return `${String(p.id).padStart(5)}  ${tenant.code}  ${when.padEnd(6)}  ${new Date(p.startsAt).toISOString().slice(0, 10)}..${new Date(end).toISOString().slice(0, 10)}  ${p.kind.padEnd(5)}  ${p.audience.padEnd(11)}  ${bonus}${condition} ×${p.turnoverMultiple}  ${entries} entr${entries === 1 ? 'y' : 'ies'}  ${title}`;
      }),
    );
}

/** `promotion add|edit|close`: what to print. GatewayErrors (promotion.invalid, ...) go to the caller. */
export function promotionCommand(
  db: DatabaseSync,
  tenants: ReadonlyMap<string, Tenant>,
  action: string | undefined,
  args: { id: string | undefined; merchant: string | undefined; flags: PromotionFlags; now: number },
): string {
  if (action === 'add') {
    const tenant = tenants.get(args.merchant ?? '') ?? fail('promotion add needs --merchant X (one with a config in tenants/)');
    const id = addPromotion(db, tenant, draftOf(tenant, written(args.flags)), args.now);
    return `${tenant.code}: promotion ${id} added`;
  }
  if (action !== 'edit' && action !== 'close') fail('promotion takes add, edit or close');
  const id = Number(args.id);
  if (!Number.isSafeInteger(id) || id < 1) fail(`give the promotion id (npm run gateway -- promotions lists them)`);
  const stored = promotionById(db, id) ?? fail(`no promotion ${id}`);
  const tenant = tenants.get(stored.merchant) ?? fail(`promotion ${id} is of ${stored.merchant}, which has no config in tenants/`);
  if (action === 'close') {
    closePromotion(db, tenant.code, id, args.now);
    return `${tenant.code}: promotion ${id} closed`;
  }
  const changes = draftOf(tenant, written(args.flags));
  if (!Object.keys(changes).length) fail('promotion edit: give --file or a field to change');
  editPromotion(db, tenant, id, changes);
  return `${tenant.code}: promotion ${id} changed`;
}

/** `applications`: one line per application waiting. */
export function applicationLines(db: DatabaseSync, merchant: string | undefined): string[] {
  return applicationsWaiting(db, merchant).map(
    (a) =>
      `${String(a.id).padStart(6)}  ${new Date(a.createdAt).toISOString()}  ${a.merchant}  promotion ${a.promotionId}  ${a.username}  ${a.images} image(s)  ${a.comment.replace(/\s+/g, ' ')}`,
  );
}

/** `application approve|reject <id>`: what to print. */
export function applicationCommand(
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

function fail(message: string): never {
  throw new UsageProblem(message);
}
