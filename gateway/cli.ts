// Operator commands: `npm run gateway -- <command>`. No command (or `serve`) starts the server.
import { parseArgs } from 'node:util';
import { startGateway, defaultDbPath } from './main.ts';
import { openDatabase, removeDatabase } from './store/db.ts';
import { seed } from './seed/index.ts';
import { listOutbox } from './store/outbox.ts';
import { prune } from './store/prune.ts';
import { restrictIp, setStatus, unrestrictIp, type MerchantStatus } from './store/merchant-status.ts';
import { loadAllTenants } from './tenants.ts';
import { GatewayError } from './http/errors.ts';
import type { Tenant } from './context.ts';
import { playBets } from './store/bets.ts';
import { findByUsername, TRIAL_TYPE } from './store/members.ts';
import { sendMessage } from './store/messages.ts';
import { listFeedback, replyToFeedback } from './store/feedback.ts';
import { changeProfileFields, collectedFields, storedFields } from './store/profiles.ts';
import { ORDERS } from './orders.ts';
import { answerDispute, openDisputes } from './store/withdrawal-disputes.ts';
import { withdrawalById } from './store/withdrawals.ts';
import { exactMinor, formatMinor } from '../src/shared/money.ts';
import { grantBonus, MAX_TURNOVER_MULTIPLE } from './store/bonuses.ts';
import { decideRedemption, redemptionMerchant, redemptionsInProcess } from './store/points.ts';
import { postAgentAnnouncement } from './store/announcements.ts';
import { settleContracts } from './store/contract-settlement.ts';
import { grantTickets, TICKET_KINDS, type TicketKind } from './store/reward-tickets.ts';
import { drawDueRaffles, openRaffle } from './store/raffles.ts';
import { applicationCommand, applicationLines, promotionCommand, promotionLines, promotionUsage, UsageProblem } from './promotions-cli.ts';
import { setVipRank, vipRank, vipRanks } from './store/vip.ts';
import { rebateRates, setRebateRate } from './store/rebates.ts';
import { setReferralEnabled } from './store/referrals.ts';

const usage = `usage: npm run gateway -- [command]
  serve [--fresh]                                start the gateway (default; PORT, GATEWAY_DB); --fresh deletes the database first
  seed                                           seed the demo world (games, demo accounts) if missing
  status <normal|maintenance|restricted> --merchant X   set a merchant's system status
  restrict-ip <ip> --merchant X                  region-restrict one IP for a merchant
  unrestrict-ip <ip> --merchant X                lift that restriction
  outbox [--merchant X] [--limit N]              show recent SMS codes and mails
  deposits [--merchant X] [--status S] [--limit N]   list deposit orders (S: PENDING, CREDITED or FAILED)
  deposit approve <id>                           credit a pending deposit to the member's main wallet (once)
  deposit fail <id> --reason "..."               fail a pending deposit; nothing moves, the member is told why
  withdrawals [--merchant X] [--status S] [--limit N]   list withdrawal orders (S: PENDING, APPROVED or REJECTED)
  withdrawal approve <id>                        pay a pending withdrawal out (its hold goes to payouts, once)
  withdrawal reject <id> --reason "..."          reject it: the hold goes back to the member's main wallet
  disputes [--merchant X] [--limit N]            list paid-out withdrawals members reported not received, unanswered
  dispute refund <id>                            refund what did not arrive (and the fee if nothing did) to the main wallet, once
  dispute uphold <id> --reason "..."             the payout did arrive: close it, nothing moves, the member is told why
  redemptions [--merchant X]                     list points-mall redemptions in process, oldest first
  redemption approve <id> [--reason "..."]       approve one (the reason is its remark: a tracking number, say)
  redemption reject <id> --reason "..."          reject one: its points, amount and stock go back, once
  profile <username> --merchant X [--set field=value ...]   show a member's profile fields, or correct them (set-once ones too)
  play <username> --merchant X [--bets N]        play N bets (default 10) for a member now: balance and records move together
  message send <username> --merchant X --title "..." --body "..."   send one member a platform message
  message send --all --merchant X --title "..." --body "..."         send it to every member of a merchant (trial accounts aside)
  feedback list [--merchant X] [--limit N]       list members' feedback, newest first, with how often it was answered
  feedback reply <id> --text "..."               answer a feedback: the member sees it with their feedback and gets a message
  announce --agents --merchant X --title "..." --body "<p>...</p>" [--language L]   post an announcement for the merchant's agents (HTML body; language EN by default)
  bonus grant <username> --merchant X --amount A [--turnover M] --title "..." [--request-id R]   pay a member a bonus (A in the currency's units) that needs M times its amount in valid bets before a withdrawal (default 1); once per request id
  contracts settle [--merchant X] [--at ISO]     settle every contract period closed by then (default now), each once
  tickets grant <username> <kind> [count] --merchant X   grant a member reward tickets (RED_ENVELOPE, WHEEL or GOLDEN_EGG; count 1 by default), valid 7 days
  raffle open --merchant X --title "..." --prizes 888,188,88 [--entry N] [--days D]   open a raffle from now for D days (default 7); prizes and the valid bet per entry (default 100) in major units
  raffle draw [--merchant X] [--at ISO]          draw every raffle whose draw time has come by then (default now), each once
${promotionUsage}
  vip list --merchant X                          list the merchant's VIP ranks and what each gives
  vip set <level> --merchant X [--label L] [--threshold N] [--bonus N] [--turnover N] [--points-percent N] [--withdrawals N]
                                                 add or change a rank (amounts in major units; unset options keep the rank's values)
  rebate list --merchant X                       list the merchant's rebate rate per game type it offers
  rebate set <gameType> <percent> --merchant X   set one (0 to 3, at most 2 decimals: 0.75 is 0.75% of the valid bet)
  referral <on|off> --merchant X                 run or stop the merchant's REFERRAL promotion (its site's entries, links and shares)
  prune                                          delete expired sessions, codes, captchas and throttle counts (serve does it every 10 minutes)
  help                                           this text`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string' },
    limit: { type: 'string' },
    status: { type: 'string' },
    reason: { type: 'string' },
    bets: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    text: { type: 'string' },
    all: { type: 'boolean' },
    set: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
    fresh: { type: 'boolean' },
    agents: { type: 'boolean' },
    language: { type: 'string' },
    at: { type: 'string' },
    amount: { type: 'string' },
    turnover: { type: 'string' },
    'request-id': { type: 'string' },
    prizes: { type: 'string' },
    entry: { type: 'string' },
    days: { type: 'string' },
    file: { type: 'string' },
    rules: { type: 'string' },
    starts: { type: 'string' },
    ends: { type: 'string' },
    audience: { type: 'string' },
    kind: { type: 'string' },
    'min-deposit': { type: 'string' },
    bonus: { type: 'string' },
    cap: { type: 'string' },
    banner: { type: 'string' },
    label: { type: 'string' },
    threshold: { type: 'string' },
    'points-percent': { type: 'string' },
    withdrawals: { type: 'string' },
  },
});
const [command = 'serve', arg, target] = positionals;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

async function merchantCode(): Promise<string> {
  const code = values.merchant ?? fail('--merchant is required');
  const known = (await loadAllTenants()).map((t) => t.config.merchantCode);
  if (!known.includes(code)) fail(`unknown merchant "${code}" (known: ${known.join(', ')})`);
  return code;
}

/** The merchant an order belongs to, as the gateway's stores take it. */
async function tenantOf(merchant: string, what: string): Promise<Tenant> {
  const tenant =
    (await loadAllTenants()).find((t) => t.config.merchantCode === merchant) ??
    fail(`${what} is of merchant ${merchant}, which has no config in tenants/`);
  return { code: merchant, config: tenant.config, dir: tenant.dir };
}

/** Runs an operator's decision: a refusal (already settled, wrong state) is said on stderr, exit 1. */
function settleOrFail<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const dbPath = process.env['GATEWAY_DB'] ?? defaultDbPath;
if (values.help || command === 'help') {
  console.log(usage);
} else if (command === 'serve') {
  // A new world on a file the CLI can read beside it (the end-to-end run reads SMS codes this way).
  if (values.fresh) removeDatabase(dbPath);
  const { close } = await startGateway();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close().then(() => process.exit(0)));
} else if (command === 'seed') {
  const db = openDatabase(dbPath);
  const done = seed(
    db,
    (await loadAllTenants()).map((t) => ({ code: t.config.merchantCode, config: t.config, dir: t.dir })),
    Date.now(),
  );
  console.log(`seeded ${done.games} games; merchants: ${done.merchants.join(', ') || 'none new'} (${dbPath})`);
} else if (command === 'status') {
  if (arg !== 'normal' && arg !== 'maintenance' && arg !== 'restricted') fail('status must be normal, maintenance or restricted');
  const code = await merchantCode();
  setStatus(openDatabase(dbPath), code, arg as MerchantStatus);
  console.log(`${code}: ${arg}`);
} else if (command === 'restrict-ip') {
  if (!arg || !/^[0-9a-fA-F.:]{2,45}$/.test(arg)) fail('give an IP address');
  const code = await merchantCode();
  restrictIp(openDatabase(dbPath), code, arg);
  console.log(`${code}: ${arg} is region-restricted`);
} else if (command === 'unrestrict-ip') {
  if (!arg) fail('give an IP address');
  const code = await merchantCode();
  const lifted = unrestrictIp(openDatabase(dbPath), code, arg);
  console.log(lifted ? `${code}: ${arg} may reach the site again` : `${code}: ${arg} was not restricted`);
} else if (command === 'prune') {
  const removed = prune(openDatabase(dbPath), Date.now());
  console.log(
    Object.entries(removed)
      .map(([table, n]) => `${table} ${n}`)
      .join(', '),
  );
} else if (command === 'outbox') {
  const rows = listOutbox(openDatabase(dbPath), Number(values.limit ?? 20), values.merchant);
  if (!rows.length) console.log('the outbox is empty');
  for (const r of rows) console.log(`${new Date(r.createdAt).toISOString()}  ${r.merchant}  ${r.channel}  ${r.recipient}  ${r.body}`);
} else if (command === 'deposits' || command === 'withdrawals') {
  const kind = ORDERS[command === 'deposits' ? 'deposit' : 'withdrawal'];
  const status = values.status?.toUpperCase();
  if (status && !kind.statuses.includes(status)) fail(`--status must be ${kind.statuses.join(', ')}`);
  const rows = kind.list(openDatabase(dbPath), { merchant: values.merchant, status, limit: Number(values.limit ?? 20) });
  if (!rows.length) console.log(`no ${kind.noun} orders`);
  const currencies = new Map((await loadAllTenants()).map((t) => [t.config.merchantCode, t.config.currency]));
  for (const r of rows) {
    const money = formatMinor(r.amount, 'en', currencies.get(r.merchant) ?? { symbol: '', decimals: 2 });
    console.log(
      `${String(r.id).padStart(6)}  ${r.reference}  ${new Date(r.createdAt).toISOString()}  ${r.merchant}  ${r.username}  ${r.where}  ${money}  ${r.status}${r.reason ? ` (${r.reason})` : ''}`,
    );
  }
} else if (command === 'deposit' || command === 'withdrawal') {
  const kind = ORDERS[command];
  const [yes, no] = kind.verbs;
  if (arg !== yes && arg !== no) fail(`${command} takes ${yes} or ${no}`);
  const id = Number(target);
  if (!Number.isSafeInteger(id) || id < 1) fail(`give the ${command} order id (npm run gateway -- ${command}s lists them)`);
  const reason = values.reason?.trim();
  if (arg === no && !reason) fail(`${command} ${no} needs --reason "...": the member is told it`);
  const db = openDatabase(dbPath);
  const merchant = kind.merchantOf(db, id) ?? fail(`no ${command} order ${id}`);
  const tenant = await tenantOf(merchant, `${command} ${id}`);
  const settled = settleOrFail(() => kind.settle(db, tenant, id, arg === yes ? null : reason!, Date.now()));
  console.log(`${settled.reference}: ${settled.status}`);
} else if (command === 'disputes') {
  const rows = openDisputes(openDatabase(dbPath), values.merchant, Number(values.limit ?? 20));
  if (!rows.length) console.log('no unanswered reports of withdrawals not received');
  const currencies = new Map((await loadAllTenants()).map((t) => [t.config.merchantCode, t.config.currency]));
  for (const r of rows) {
    const money = (minor: number) => formatMinor(minor, 'en', currencies.get(r.merchant) ?? { symbol: '', decimals: 2 });
    console.log(
      `${String(r.id).padStart(6)}  ${r.reference}  ${r.merchant}  ${r.username}  paid out ${money(r.amount - r.fee)}, confirmed ${money(r.received)}, ${r.proofs} proof image(s)`,
    );
  }
} else if (command === 'dispute') {
  if (arg !== 'refund' && arg !== 'uphold') fail('dispute takes refund or uphold');
  const id = Number(target);
  if (!Number.isSafeInteger(id) || id < 1) fail('give the withdrawal order id (npm run gateway -- disputes lists them)');
  const reason = values.reason?.trim();
  if (arg === 'uphold' && !reason) fail('dispute uphold needs --reason "...": the member is told it');
  const db = openDatabase(dbPath);
  const merchant = withdrawalById(db, id)?.merchant ?? fail(`no withdrawal order ${id}`);
  const tenant = await tenantOf(merchant, `withdrawal ${id}`);
  const answered = settleOrFail(() =>
    answerDispute(db, tenant, id, arg === 'refund' ? { refund: true } : { refund: false, reason: reason! }, Date.now()),
  );
  console.log(`${answered.reference}: ${answered.dispute}`);
} else if (command === 'redemptions') {
  const rows = redemptionsInProcess(openDatabase(dbPath), values.merchant);
  if (!rows.length) console.log('no redemptions in process');
  for (const r of rows) {
    const where = r.address ?? r.paidAccount ?? '';
    console.log(
      `${String(r.id).padStart(6)}  ${r.merchant}  ${r.username}  good ${r.goodId} × ${r.quantity}  ${r.points} points  ${where}`,
    );
  }
} else if (command === 'redemption') {
  if (arg !== 'approve' && arg !== 'reject') fail('redemption takes approve or reject');
  const id = Number(target);
  if (!Number.isSafeInteger(id) || id < 1) fail('give the redemption id (npm run gateway -- redemptions lists them)');
  const reason = values.reason?.trim() ?? '';
  if (arg === 'reject' && !reason) fail('redemption reject needs --reason "...": the member sees it in their redeem history');
  const db = openDatabase(dbPath);
  const merchant = redemptionMerchant(db, id) ?? fail(`no redemption ${id}`);
  const decided = settleOrFail(() => decideRedemption(db, merchant, id, arg === 'approve' ? 'APPROVED' : 'REJECTED', reason, Date.now()));
  console.log(`redemption ${decided.id}: ${decided.status}`);
} else if (command === 'profile') {
  if (!arg) fail('give the username of the member');
  const code = await merchantCode();
  const db = openDatabase(dbPath);
  const member = findByUsername(db, code, arg) ?? fail(`no account ${arg} on ${code}`);
  const tenant = await tenantOf(code, `account ${arg}`);
  const changes = (values.set ?? []).map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) fail(`--set takes field=value, not "${pair}"`);
    return [pair.slice(0, at), pair.slice(at + 1).trim()] as const;
  });
  if (changes.length) settleOrFail(() => changeProfileFields(db, tenant, member.id, changes, 'operator'));
  const stored = storedFields(db, member.id);
  const fields = collectedFields(tenant);
  if (!fields.length) console.log(`${code} collects no profile fields`);
  for (const [name] of fields) console.log(`${name.padEnd(16)} ${stored[name] || '-'}`);
} else if (command === 'play') {
  if (!arg) fail('give the username of the member who plays');
  const code = await merchantCode();
  const count = Number(values.bets ?? 10);
  if (!Number.isSafeInteger(count) || count < 1 || count > 10_000) fail('--bets is a whole number from 1 to 10000');
  const db = openDatabase(dbPath);
  const member = findByUsername(db, code, arg) ?? fail(`no account ${arg} on ${code}`);
  const tenant = (await loadAllTenants()).find((t) => t.config.merchantCode === code)!;
  const { played, net } = playBets(db, { code, config: tenant.config, dir: tenant.dir }, member.id, count, Math.random, Date.now());
  const money = formatMinor(Math.abs(net), 'en', tenant.config.currency);
  console.log(
    `${arg} played ${played} of ${count} bets: ${net >= 0 ? 'won' : 'lost'} ${money}${played < count ? ' (the wallet ran out)' : ''}`,
  );
  if (!played) process.exit(1);
} else if (command === 'message') {
  if (arg !== 'send') fail('message takes send');
  const code = await merchantCode();
  const [title, body] = [values.title?.trim(), values.body?.trim()];
  if (!title || !body) fail('message send needs --title "..." and --body "..."');
  if (title.length > 200 || body.length > 5000) fail('--title is at most 200 characters and --body at most 5000');
  if (Boolean(target) === Boolean(values.all)) fail('give one username or --all');
  const db = openDatabase(dbPath);
  const ids = values.all
    ? (db.prepare('SELECT id FROM members WHERE merchant = ? AND type != ?').all(code, TRIAL_TYPE) as Array<{ id: number }>).map(
        (m) => m.id,
      )
    : [(findByUsername(db, code, target!) ?? fail(`no account ${target} on ${code}`)).id];
  const sent = sendMessage(db, ids, { title, body }, Date.now());
  console.log(`${code}: sent to ${sent} member${sent === 1 ? '' : 's'}`);
} else if (command === 'feedback' && arg === 'list') {
  const limit = Number(values.limit ?? 20);
  if (!Number.isSafeInteger(limit) || limit < 1) fail('--limit is a whole number from 1');
  const rows = listFeedback(openDatabase(dbPath), { merchant: values.merchant ? await merchantCode() : undefined, limit });
  if (!rows.length) console.log('no feedback');
  for (const r of rows)
    console.log(
      `${String(r.id).padStart(6)}  ${new Date(r.createdAt).toISOString()}  ${r.merchant}  ${r.username}  ${r.type}  ${r.images} image(s)  ${r.replies} repl${r.replies === 1 ? 'y' : 'ies'}\n        ${r.content.replace(/\s+/g, ' ')}`,
    );
} else if (command === 'feedback' && arg === 'reply') {
  const id = Number(target);
  if (!Number.isSafeInteger(id) || id < 1) fail('give the feedback id (npm run gateway -- feedback list lists them)');
  const text = values.text?.trim();
  if (!text) fail('feedback reply needs --text "...": the member reads it');
  if (text.length > 5000) fail('--text is at most 5000 characters');
  try {
    const to = replyToFeedback(openDatabase(dbPath), id, text, Date.now());
    console.log(`feedback ${id}: replied to ${to.username} (${to.merchant})`);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
} else if (command === 'announce') {
  // Only agent announcements for now: the site's notices and popups come with the seed.
  if (!values.agents) fail('announce takes --agents: announcements for the agent centre');
  const code = await merchantCode();
  const [title, body] = [values.title?.trim(), values.body?.trim()];
  if (!title || !body) fail('announce needs --title "..." and --body "..." (HTML; the site sanitises it)');
  if (title.length > 200 || body.length > 20_000) fail('--title is at most 200 characters and --body at most 20000');
  const language = (values.language ?? 'EN').toUpperCase();
  const tenant = await tenantOf(code, 'the announcement');
  if (language !== 'EN' && !tenant.config.languages.offered.includes(language as never))
    fail(`--language must be EN or one ${code} offers: ${tenant.config.languages.offered.join(', ')}`);
  const id = postAgentAnnouncement(openDatabase(dbPath), { merchant: code, title, content: body, language, now: Date.now() });
  console.log(`${code}: agent announcement ${id} posted (${language})`);
} else if (command === 'bonus') {
  if (arg !== 'grant' || !target) fail('bonus takes grant <username>');
  const code = await merchantCode();
  const tenant = await tenantOf(code, 'the bonus');
  const { currency } = tenant.config;
  const amount = exactMinor(Number(values.amount), currency.decimals);
  if (!values.amount || amount === undefined || amount <= 0)
    fail(`--amount is a positive amount of ${currency.code} with at most ${currency.decimals} decimal places`);
  const multiple = Number(values.turnover ?? 1);
  if (!Number.isInteger(multiple) || multiple < 0 || multiple > MAX_TURNOVER_MULTIPLE)
    fail(`--turnover is a whole number from 0 to ${MAX_TURNOVER_MULTIPLE}: the valid bet required is that many times the amount`);
  const title = values.title?.trim();
  if (!title || title.length > 200)
    fail('bonus grant needs --title "..." (at most 200 characters): the member sees it in their bonus details');
  const db = openDatabase(dbPath);
  const member = findByUsername(db, code, target) ?? fail(`no account ${target} on ${code}`);
  if (member.type === TRIAL_TYPE) fail(`${target} is a trial account: bonuses are for real members`);
  const requestId = values['request-id'] ?? crypto.randomUUID();
  const bonusId = settleOrFail(() =>
    grantBonus(
      db,
      {
        merchant: code,
        memberId: member.id,
        amount,
        turnoverMultiple: multiple,
        source: 'operator',
        title,
        requester: 'operator',
        requestId,
        fingerprint: `${member.id} ${amount} ${multiple} ${title}`,
        now: Date.now(),
      },
      ({ bonusId }) => bonusId,
    ),
  );
  console.log(
    `${code}: bonus ${bonusId} paid ${target} ${formatMinor(amount, 'en', currency)}, turnover ${formatMinor(amount * multiple, 'en', currency)} (request ${requestId})`,
  );
} else if (command === 'contracts') {
  if (arg !== 'settle') fail('contracts takes settle');
  const at = values.at === undefined ? Date.now() : Date.parse(values.at);
  if (!Number.isFinite(at)) fail('--at is a time such as 2026-11-25T16:00:00Z');
  const merchant = values.merchant === undefined ? undefined : await merchantCode();
  const tenants = new Map(
    (await loadAllTenants()).map((t) => [t.config.merchantCode, { code: t.config.merchantCode, config: t.config, dir: t.dir }]),
  );
  const { periods, paid } = settleContracts(openDatabase(dbPath), tenants, at, { merchant });
  console.log(
    `settled ${periods} contract period${periods === 1 ? '' : 's'} closed by ${new Date(at).toISOString()}; paid ${paid} in minor units`,
  );
} else if (command === 'tickets') {
  if (arg !== 'grant' || !target) fail('tickets takes grant <username> <kind> [count]');
  const kind = positionals[3] as TicketKind;
  if (!TICKET_KINDS.includes(kind)) fail(`the kind is one of ${TICKET_KINDS.join(', ')}`);
  const count = Number(positionals[4] ?? 1);
  if (!Number.isSafeInteger(count) || count < 1 || count > 100) fail('the count is a whole number from 1 to 100');
  const code = await merchantCode();
  const db = openDatabase(dbPath);
  const member = findByUsername(db, code, target) ?? fail(`no account ${target} on ${code}`);
  const now = Date.now();
  const granted = grantTickets(db, { merchant: code, memberId: member.id, kind, source: `operator:${now}`, count, validDays: 7, now });
  console.log(
    `${code}: granted ${target} ${granted} ${kind} ticket${granted === 1 ? '' : 's'}${granted ? '' : ' (a trial account gets none)'}`,
  );
  if (!granted) process.exit(1);
} else if (command === 'raffle' && arg === 'open') {
  const code = await merchantCode();
  const tenant = await tenantOf(code, 'the raffle');
  const unit = 10 ** tenant.config.currency.decimals;
  const title = values.title?.trim() || fail('raffle open needs --title "..."');
  const prizes = (values.prizes ?? '').split(',').map((p) => Math.round(Number(p) * unit));
  if (!prizes.length || prizes.some((p) => !Number.isSafeInteger(p) || p <= 0)) fail('--prizes is a list of amounts such as 888,188,88');
  const [entry, days] = [Number(values.entry ?? 100), Number(values.days ?? 7)];
  if (!(entry > 0) || !(days > 0)) fail('--entry and --days are above 0');
  const startsAt = Date.now();
  const endsAt = startsAt + Math.round(days * 86_400_000);
  const id = openRaffle(openDatabase(dbPath), {
    merchant: code,
    title,
    startsAt,
    endsAt,
    entryUnit: Math.round(entry * unit),
    turnoverMultiple: 1,
    prizes,
  });
  console.log(`${code}: raffle ${id} open until ${new Date(endsAt).toISOString()}, drawn then`);
} else if (command === 'raffle' && arg === 'draw') {
  const at = values.at === undefined ? Date.now() : Date.parse(values.at);
  if (!Number.isFinite(at)) fail('--at is a time such as 2026-11-25T16:00:00Z');
  const merchant = values.merchant === undefined ? undefined : await merchantCode();
  const drawn = drawDueRaffles(openDatabase(dbPath), at, merchant);
  if (!drawn.length) console.log(`no raffle due by ${new Date(at).toISOString()}`);
  for (const d of drawn) console.log(`${d.merchant}: raffle ${d.raffleId} drawn, ${d.winners} winner${d.winners === 1 ? '' : 's'}`);
} else if (command === 'promotions' || command === 'applications') {
  const merchant = values.merchant === undefined ? undefined : await merchantCode();
  const db = openDatabase(dbPath);
  const lines = command === 'promotions' ? promotionLines(db, await tenantMap(), merchant, Date.now()) : applicationLines(db, merchant);
  console.log(lines.join('\n') || `no ${command === 'promotions' ? 'promotions' : 'applications waiting'}`);
} else if (command === 'promotion' || command === 'application') {
  const db = openDatabase(dbPath);
  try {
    console.log(
      command === 'promotion'
        ? promotionCommand(db, await tenantMap(), arg, { id: target, merchant: values.merchant, flags: values, now: Date.now() })
        : applicationCommand(db, arg, target, values.reason, Date.now()),
    );
  } catch (error) {
    if (error instanceof UsageProblem) fail(error.message);
    settleOrFail(() => {
      throw error;
    });
  }
} else if (command === 'vip') {
  if (arg !== 'list' && arg !== 'set') fail('vip takes list or set');
  const code = await merchantCode();
  const { currency } = (await tenantOf(code, 'the rank')).config;
  const db = openDatabase(dbPath);
  if (arg === 'set') {
    const level = Number(target);
    if (!target || !Number.isSafeInteger(level) || level < 0) fail('give the rank level: a whole number from 0');
    const was = vipRank(db, code, level);
    const known = vipRanks(db, code).some((r) => r.level === level);
    if (!known && !values.label) fail(`level ${level} is new: give it a --label`);
    const money = (option: string | undefined, current: number) =>
      option === undefined
        ? current
        : (exactMinor(Number(option), currency.decimals) ?? fail(`"${option}" is not an amount in ${currency.code}`));
    const count = (option: string | undefined, current: number) => (option === undefined ? current : Number(option));
    settleOrFail(() =>
      setVipRank(db, code, {
        level,
        label: values.label ?? was.label,
        threshold: money(values.threshold, was.threshold),
        upgradeBonus: money(values.bonus, was.upgradeBonus),
        turnoverMultiple: count(values.turnover, was.turnoverMultiple),
        pointsBonusPercent: count(values['points-percent'], was.pointsBonusPercent),
        extraWithdrawals: count(values.withdrawals, was.extraWithdrawals),
      }),
    );
  }
  const amount = (minor: number) => formatMinor(minor, 'en', currency);
  for (const r of vipRanks(db, code))
    console.log(
      `${String(r.level).padStart(3)}  ${r.label.padEnd(12)}  from ${amount(r.threshold).padEnd(16)}  bonus ${amount(r.upgradeBonus)} ×${r.turnoverMultiple} turnover  points +${r.pointsBonusPercent}%  withdrawals +${r.extraWithdrawals}/day`,
    );
} else if (command === 'rebate') {
  if (arg !== 'list' && arg !== 'set') fail('rebate takes list or set');
  const code = await merchantCode();
  const tenant = await tenantOf(code, 'the rate');
  const db = openDatabase(dbPath);
  if (arg === 'set') {
    const percent = positionals[3]?.replace(/%$/, '');
    if (!target || !percent) fail('rebate set takes a game type and a rate in percent: rebate set LIVE 0.75 --merchant X');
    if (!/^\d+(\.\d{1,2})?$/.test(percent)) fail(`"${positionals[3]}" is not a rate: a percentage with at most 2 decimals, such as 0.75`);
    settleOrFail(() => setRebateRate(db, tenant, target.toUpperCase(), Math.round(Number(percent) * 100)));
  }
  for (const r of rebateRates(db, tenant)) console.log(`${r.gameType.padEnd(10)} ${r.rateBp / 100}%`);
} else if (command === 'referral') {
  if (arg !== 'on' && arg !== 'off') fail('referral takes on or off');
  const code = await merchantCode();
  const tenant = await tenantOf(code, 'the REFERRAL promotion');
  if (!tenant.config.features.referral)
    fail(`${code} has no referral feature (features.referral in its config): its site has no referral pages`);
  setReferralEnabled(openDatabase(dbPath), code, arg === 'on');
  console.log(`${code}: the REFERRAL promotion is ${arg}`);
} else {
  fail(`unknown command "${command}"`);
}

/** Every merchant with a config, by code, as the stores take them. */
async function tenantMap(): Promise<Map<string, Tenant>> {
  return new Map(
    (await loadAllTenants()).map((t) => [t.config.merchantCode, { code: t.config.merchantCode, config: t.config, dir: t.dir }]),
  );
}
