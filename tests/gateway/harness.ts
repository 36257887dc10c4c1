import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, expect, inject } from 'vitest';
import type { Hono } from 'hono';
import type { LoadedTenant } from '../../core/config/load.ts';
import type { Gateway, GatewayEnv } from '../../gateway/context.ts';
import { encryptHeader, encryptPayload, randomKey } from '../../core/payload-crypto.ts';
import { createGateway } from '../../gateway/server.ts';
import { callSchemas, describeErrors } from '../../contract/validate.ts';
import { openDatabase } from '../../gateway/store/db.ts';
import { loadAllTenants } from '../../gateway/tenants.ts';
import { placeBet, playableGames } from '../../gateway/store/bets.ts';
import { creditOpening } from '../../gateway/store/ledger.ts';
import { insertMember } from '../../gateway/store/members.ts';
import { passwordCost } from '../../gateway/crypto/password.ts';

let tenants: Promise<LoadedTenant[]> | undefined;
let world: Uint8Array | undefined;

/** The demo passwords of the seeded merchants (gateway/README.md). */
export const DEMO = { luzon: 'Demo1234', saigon: 'Demo1234', emerald: 'Demo1234!', visayas: 'Demo1234' } as const;

/** The moment every test gateway starts at (its clock moves only when a test moves it). */
const START = Date.UTC(2026, 0, 15, 12);

/** A gateway over a fresh database with a clock the test moves: in memory, a copy of the prepared world. */
export async function makeGateway(dbPath = ':memory:') {
  tenants ??= loadAllTenants();
  let now = START;
  const db = dbPath === ':memory:' ? preparedWorld(await tenants) : openDatabase(dbPath);
  const { app, gw } = createGateway({ db, tenants: await tenants, clock: () => now });
  return new Client(app, gw, {
    advance: (ms: number) => {
      now += ms;
    },
  });
}

/**
 * A gateway as makeGateway() makes it, with the demo member demo01 of `merchant` logged in (from
 * `ip`): the client and demo01's token, what most suites start from.
 */
export async function demoGateway(merchant: keyof typeof DEMO = 'luzon', dbPath = ':memory:', ip?: string) {
  const gw = await makeGateway(dbPath);
  return { gw, token: await gw.login('demo01', DEMO[merchant], merchant, ip) };
}

/**
 * An in-memory database holding the seeded world. Seeding (games, demo accounts, teams, bets) and
 * the RSA key cost seconds a suite; the first suite of a run seeds for real and leaves the result
 * in the run's directory (tests/global-setup.ts), and every suite after copies it. The file names
 * the password cost, since the seeded hashes carry it.
 */
function preparedWorld(loaded: LoadedTenant[]): DatabaseSync {
  const file = join(inject('worldDir'), `world-N${passwordCost.N}.sqlite`);
  if (!world && existsSync(file)) world = readFileSync(file);
  if (!world) {
    const seeded = openDatabase(':memory:');
    createGateway({ db: seeded, tenants: loaded, clock: () => START });
    world = seeded.serialize();
    seeded.close();
    // Written aside and renamed: a suite starting meanwhile in another worker reads a whole file or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, world);
    renameSync(partial, file);
  }
  const db = openDatabase(':memory:');
  db.deserialize(world);
  return db;
}

/** What a call answered. */
export interface Answer {
  status: number;
  json: { success: boolean; value: any; message?: string; errorCode?: string };
  headers: Headers;
}

export interface CallOptions {
  merchant?: string | null;
  token?: string;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  ip?: string;
  /** Send the body with the rsa-des scheme. */
  encrypt?: boolean;
  /** A multipart/form-data body (an upload): sent as it is, with its own content type. */
  form?: FormData;
}

/** Talks to an in-process gateway the way a site does. */
/** Where the test sites' social sign-in returns to (socialCode). */
export const SOCIAL_REDIRECT = 'http://127.0.0.1:4321/';

export class Client {
  readonly app: Hono<GatewayEnv>;
  readonly gw: Gateway;
  readonly clock: { advance: (ms: number) => void };
  #modulus: string | undefined;

  constructor(app: Hono<GatewayEnv>, gw: Gateway, clock: { advance: (ms: number) => void }) {
    this.app = app;
    this.gw = gw;
    this.clock = clock;
  }

  async call(method: string, path: string, o: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(o.headers ?? {}) };
    if (o.merchant !== null) headers['Merchant'] = o.merchant ?? 'luzon';
    if (o.token) headers['Authorization'] = o.token;
    headers['X-Forwarded-For'] = o.ip ?? '127.0.0.1';
    let body: string | FormData | undefined = o.rawBody ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
    if (o.form) {
      delete headers['Content-Type'];
      body = o.form;
    }
    if (o.encrypt) {
      this.#modulus ??= (await this.call('GET', '/wps/session/key/rsa')).json.value as string;
      const sealed = encryptPayload(this.#modulus, o.body ?? {});
      headers['Encryption'] = sealed.header;
      body = JSON.stringify(sealed.body);
    }
    const url = o.query ? `${path}?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)]))}` : path;
    const response = await this.app.request(url, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    let json: Answer['json'];
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
    }
    return { status: response.status, json, headers: response.headers };
  }

  /**
   * A social sign-in code for an identity, as the gateway's stand-in provider page gives it when the
   * person allows it: the code the site then exchanges at /wps/session/login/social.
   */
  async socialCode(provider: 'google' | 'facebook', merchant: string, email: string, name: string): Promise<string> {
    const form = new URLSearchParams({ merchant, redirect_uri: SOCIAL_REDIRECT, state: 's', email, name, action: 'allow' });
    const authorized = await this.app.request(`/wps/oauth/${provider}/authorize`, {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    return new URL(authorized.headers.get('location') as string).searchParams.get('code') as string;
  }

  /** Logs in (encrypted for rsa-des merchants) and returns the token; fails the test if refused. */
  async login(username: string, password: string, merchant = 'luzon', ip = '127.0.0.1'): Promise<string> {
    const answer = await this.call('POST', '/wps/session/login', {
      merchant,
      ip,
      body: { username, password, type: 'username' },
      encrypt: merchant !== 'emerald',
    });
    expect(answer.json, JSON.stringify(answer.json)).toMatchObject({ success: true });
    return answer.json.value.token as string;
  }

  /** A trial session from the free-play login (its random string sealed as the platform sends it): the token. */
  async trialLogin(): Promise<string> {
    this.#modulus ??= (await this.call('GET', '/wps/session/key/rsa')).json.value as string;
    const trial = await this.call('POST', '/wps/session/login/freeplay', {
      body: { os: 'Linux', platform: 'W' },
      headers: { 'X-Gateway-Version': '3', Encryption: encryptHeader(this.#modulus, randomKey()) },
    });
    expect(trial.json, JSON.stringify(trial.json)).toMatchObject({ success: true });
    return trial.json.value.token as string;
  }

  /** Sets a member's six-digit payment password with their login password; fails the test if refused. */
  async setPaymentPassword(token: string, password: string, paymentPassword: string, merchant = 'luzon'): Promise<void> {
    const answer = await this.call('PUT', '/wps/member/paymentPassword', {
      merchant,
      token,
      body: { password, paymentPassword, confirmPaymentPassword: paymentPassword },
      encrypt: merchant !== 'emerald',
    });
    expect(answer.json, JSON.stringify(answer.json)).toMatchObject({ success: true });
  }

  /**
   * Sets a member's payment password (246810) and binds a payout account with it (by default at the
   * merchant's first provider), as /member/withdraw does: the account's id. Fails the test if refused.
   */
  async payoutAccount(
    token: string,
    password: string,
    merchant = 'luzon',
    account: { providerId?: string; accountName: string; accountNumber: string } = {
      accountName: 'Payout Tester',
      accountNumber: '09170000246',
    },
  ): Promise<number> {
    await this.setPaymentPassword(token, password, '246810', merchant);
    const providerId = account.providerId ?? this.gw.tenants.get(merchant)!.config.wallet.withdrawal.payoutProviders[0]!.id;
    const bound = await this.call('POST', '/wps/relay/PAY_bindPayoutAccount', {
      merchant,
      token,
      body: { ...account, providerId, paymentPassword: '246810' },
      encrypt: merchant !== 'emerald',
    });
    expect(bound.json, JSON.stringify(bound.json)).toMatchObject({ success: true });
    return bound.json.value.accountId as number;
  }

  /**
   * A luzon account put straight into the store under `uplineId` (an agent's team), with `money`
   * (minor units) opened in its main wallet: its id.
   */
  teamAccount(username: string, uplineId: number | null, money: number, type = 0, passwordHash = 'x'): number {
    const now = this.gw.clock();
    const id = insertMember(this.gw.db, { merchant: 'luzon', username, passwordHash, type, uplineId, now });
    if (money)
      creditOpening(this.gw.db, { merchant: 'luzon', memberId: id, amount: money, requester: 'operator', requestId: `open:${id}`, now });
    return id;
  }

  /**
   * The two accounts an agent's figures must never count, each with 100.00 opened: a trial account
   * in `agentId`'s tree (`<prefix>-trial`) and an account of no one's (`<prefix>-out`). Their ids.
   */
  uncountedAccounts(prefix: string, agentId: number): { trial: number; outsider: number } {
    return { trial: this.teamAccount(`${prefix}-trial`, agentId, 100_00, 4), outsider: this.teamAccount(`${prefix}-out`, null, 100_00) };
  }

  /** A one-click account of its own at a merchant with `opening` (minor units) in its main wallet, logged in. */
  async fundedMember(opening: number, merchant = 'luzon'): Promise<{ id: number; token: string; username: string; password: string }> {
    const made = (await this.call('PUT', '/wps/member/register/oneClick', { merchant, body: { ageConfirmed: true } })).json.value;
    const { id } = this.gw.db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?').get(merchant, made.username) as {
      id: number;
    };
    creditOpening(this.gw.db, {
      merchant,
      memberId: id,
      amount: opening,
      requester: 'operator',
      requestId: `open-${made.username}`,
      now: this.gw.clock(),
    });
    return { id, token: await this.login(made.username, made.password, merchant), username: made.username, password: made.password };
  }

  /** Settles a bet for a member now, on the merchant's first game of a type (minor units; payout 0 is a loss). */
  bet(memberId: number, gameType: string, stake: number, payout = 0, merchant = 'luzon'): void {
    const tenant = this.gw.tenants.get(merchant)!;
    const game = playableGames(this.gw.db, tenant).find((g) => g.gameType === gameType)!;
    placeBet(this.gw.db, tenant, { memberId, ...game, stake, payout, now: this.gw.clock(), fromMain: true });
  }

  /** The answer of the captcha a client (IP) holds, read from the store. */
  captchaAnswer(ip: string, merchant = 'luzon'): string {
    const row = this.gw.db.prepare('SELECT answer FROM captchas WHERE merchant = ? AND client = ?').get(merchant, ip) as
      | { answer: string }
      | undefined;
    if (!row) throw new Error('no captcha issued');
    return row.answer;
  }

  /** Turns a merchant over to the reference phone-authentication provider (registration.phoneAuth), in this gateway only. */
  usePhoneAuthProvider(merchant: string): void {
    (this.gw.tenants.get(merchant)!.config.registration as { phoneAuth: string }).phoneAuth = 'reference';
  }

  /** A new slider challenge for a client and its answer (the gap's x offset), read from the store. */
  async sliderAnswer(ip: string, merchant = 'luzon'): Promise<string> {
    await this.call('GET', '/wps/captcha/slider', { ip, merchant });
    return this.captchaAnswer(`slider:${ip}`, merchant);
  }

  /** The latest SMS code sent to a number (from the outbox, as an operator would read it). */
  lastCode(number: string): string {
    const row = this.gw.db
      .prepare("SELECT body FROM outbox WHERE channel = 'sms' AND recipient = ? ORDER BY id DESC LIMIT 1")
      .get(number) as { body: string } | undefined;
    const code = row?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${number}`);
    return code;
  }
}

/** The query a page's launchGame sends to play one RNG game on a real account (launch mode GLS). */
export function launchQuery(game: { vassalage: string; gameCode: string; nodeId: number }): Record<string, string | number> {
  return { launchMode: 'GLS', accountType: 1, gameType: 'RNG', vassalage: game.vassalage, gameCode: game.gameCode, nodeId: game.nodeId };
}

/** Asserts a response envelope matches the call's response schema. */
export function expectContract(call: string, json: unknown): void {
  const schema = callSchemas().get(call);
  if (!schema) throw new Error(`no schema ${call}`);
  const ok = schema.response(json);
  expect(ok, `${call}: ${describeErrors(schema.response.errors)} in ${JSON.stringify(json).slice(0, 300)}`).toBe(true);
}

/**
 * A scratch folder for the current suite (removed after it), a database file's path in it, and the
 * operator's CLI over that file: what every suite that runs the CLI or restarts a gateway needs.
 */
export function scratchDatabase(prefix: string, file = 'cli.sqlite') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, file);
  return { dir, db, cli: operatorCli(db) };
}

/** A command line's words, for a CLI call written as the operator types it (no argument holding a space). */
export const words = (line: string): string[] => line.split(' ');

/**
 * A wait for the member's next payment password try: it resolves once a call has counted the try,
 * when the call holds the member it read and hashes the password, so that a test can change what
 * the call read before it writes.
 */
export function nextPaymentTry(db: DatabaseSync, memberId: number): () => Promise<void> {
  const tries = db.prepare("SELECT COUNT(*) AS n FROM throttle_hits WHERE scope = 'password.payment' AND key = ?");
  const count = () => (tries.get(String(memberId)) as { n: number }).n;
  const before = count();
  return async () => {
    while (count() === before) await new Promise((done) => setImmediate(done));
  };
}

/** The operator's CLI (`node gateway/cli.ts …`) over a database file: its exit code and stdout (stderr when it failed). */
export function operatorCli(dbPath: string): (...args: string[]) => Promise<{ code: number; out: string }> {
  return async (...args) => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['gateway/cli.ts', ...args], {
        env: { ...process.env, GATEWAY_DB: dbPath },
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const e = error as { code: number; stderr: string };
      return { code: e.code, out: e.stderr };
    }
  };
}
