// The operator's promotion commands (`npm run gateway -- promotions|promotion`): a promotion is
// written as a JSON file (--file) and/or flags, in major units and ISO times, and checked as a whole
// by the store (every problem listed). See docs/gateway.md, "Promotions". Applications to APPLY
// promotions are decided in gateway/cli/applications.ts.
import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { formatMinor, parseAmount } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { openDatabase } from '../store/db.ts';
import { addPromotion, closePromotion, editPromotion, type PromotionDraft } from '../store/promotion-admin.ts';
import { promotionById, promotionsOf } from '../store/promotions.ts';
import { command, fail, MERCHANT, MERCHANT_FILTER, merchantFilter, settleOrFail, tenantMap, type Values } from './shared.ts';

/** The fields of a promotion as options of `promotion add|edit`. */
const FIELDS = [
  ['--file <path>', 'a JSON file of the fields below by name (titles and rules per language); options go over it'],
  ['--title <text>', 'its title in --language'],
  ['--rules <html>', 'its rules in --language (HTML)'],
  ['--language <code>', 'the language of --title and --rules (default EN)'],
  ['--starts <iso>', 'when it opens'],
  ['--ends <iso>', 'when it ends'],
  ['--audience <who>', 'ALL, MEMBERS or NEW_MEMBERS'],
  ['--kind <kind>', 'AUTO (on a deposit) or APPLY (the member applies)'],
  ['--min-deposit <amount>', 'the deposit an AUTO promotion needs (major units)'],
  ['--bonus <amount>', 'a fixed bonus (major units) or a percent of the deposit (50%)'],
  ['--cap <amount>', 'the most a percent bonus pays (major units)'],
  ['--turnover <multiple>', 'valid bets needed on the bonus, as a multiple'],
  ['--banner <url>', 'its banner image ("" for none)'],
] as const;

/** The flags `promotion add|edit` reads. */
type PromotionFlags = Values<typeof FIELDS>;

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
    fail(`--file ${path}: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) fail(`--file ${path}: a JSON object of fields`);
  const unknown = Object.keys(parsed).filter((k) => !FILE_KEYS.has(k));
  if (unknown.length) fail(`--file ${path}: unknown field(s) ${unknown.join(', ')} (known: ${[...FILE_KEYS].join(', ')})`);
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
    if ('problem' in read) fail(`${name}: "${value}" is not an amount of ${tenant.config.currency.code} (${decimals} decimals)`);
    return read.minor;
  };
  const time = (name: string, value: string) => {
    const at = Date.parse(value);
    if (!Number.isFinite(at)) fail(`${name}: "${value}" is not a time such as 2026-12-01T00:00:00Z`);
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
function promotionLines(db: DatabaseSync, tenants: ReadonlyMap<string, Tenant>, merchant: string | undefined, now: number): string[] {
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
function promotionCommand(
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

/** promotions: the list. */
export const promotions = command({
  name: 'promotions',
  options: [MERCHANT_FILTER],
  usage: '  promotions [--merchant X]                      list promotions with their period, kind, bonus and entries',
  async run(cli) {
    const lines = promotionLines(openDatabase(cli.dbPath), await tenantMap(), await merchantFilter(cli), Date.now());
    console.log(lines.join('\n') || 'no promotions');
  },
});

/** promotion add / edit / close: the operator's changes; a refusal of the store is said with exit 1. */
export const promotion = command({
  name: 'promotion',
  words: '[verb] [id]',
  options: [MERCHANT, ...FIELDS],
  usage: `  promotion add --merchant X [--file F.json] [fields]   add a promotion (F.json: the fields below by name, titles and rules per language)
  promotion edit <id> [--file F.json] [fields]   change the given fields of a promotion
  promotion close <id>                           close it now (issued bonuses stay claimable)
      fields: --title "..." --rules "<p>...</p>" [--language L] --starts ISO --ends ISO --audience ALL|MEMBERS|NEW_MEMBERS
              --kind AUTO|APPLY [--min-deposit 100] --bonus 20|50% [--cap 500] --turnover N [--banner URL]`,
  async run({ arg, target, values, dbPath }) {
    const db = openDatabase(dbPath);
    const tenants = await tenantMap();
    console.log(
      settleOrFail(() => promotionCommand(db, tenants, arg, { id: target, merchant: values.merchant, flags: values, now: Date.now() })),
    );
  },
});
