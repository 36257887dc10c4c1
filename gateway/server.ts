import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { DatabaseSync } from 'node:sqlite';
import type { LoadedTenant } from '../core/config/load.ts';
import { Catalog } from './catalog/catalog.ts';
import { LIMITS } from './constants.ts';
import type { Gateway, GatewayEnv, Tenant } from './context.ts';
import { generateRsaKey, rsaKeyFromPem, type RsaKey } from './crypto/rsa-des.ts';
import { failure } from './http/errors.ts';
import { CallRouter } from './http/router.ts';
import { seed } from './seed/index.ts';
import { findByUsername } from './store/members.ts';
import { createSession } from './store/sessions.ts';
import { getMeta, setMeta } from './store/db.ts';
import { sessionRoutes } from './routes/session.ts';
import { socialRoutes } from './routes/social.ts';
import { verificationRoutes } from './routes/verification.ts';
import { phoneAuthRoutes } from './routes/phone-auth.ts';
import { memberRoutes } from './routes/member.ts';
import { securityRoutes } from './routes/security.ts';
import { registerRoutes } from './routes/register.ts';
import { systemRoutes } from './routes/system.ts';
import { gameRoutes } from './routes/games.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { homeRoutes } from './routes/home.ts';
import { walletRoutes } from './routes/wallet.ts';
import { depositRoutes } from './routes/deposit.ts';
import { protectionRoutes } from './routes/protection.ts';
import { memberTransferRoutes, withdrawRoutes } from './routes/money-out.ts';
import { betRecordRoutes, recordRoutes } from './routes/records.ts';
import { agentRoutes } from './routes/agent.ts';
import { pointRoutes } from './routes/points.ts';
import { agentReportRoutes } from './routes/agent-reports.ts';
import { downlineRoutes } from './routes/downlines.ts';
// Agent contracts.
import { contractRoutes } from './routes/contracts.ts';
import { rebateRoutes } from './routes/rebates.ts';
import { referralRoutes } from './routes/referrals.ts';
import { missionRoutes } from './routes/missions.ts';
import { rewardRoutes } from './routes/rewards.ts';
import { promotionRoutes } from './routes/promotions.ts';
import { vipRoutes } from './routes/vip.ts';
import { supportRoutes } from './routes/support.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { feedbackRoutes, messageRoutes } from './routes/messages.ts';
import { staticRoutes } from './pages/static.ts';
import { oauthPages } from './pages/oauth.ts';
import { resetPages } from './pages/reset.ts';

/** What the gateway is made of. */
export interface GatewayOptions {
  db: DatabaseSync;
  /** The merchants it serves: each one's config and the folder its asset paths are relative to. */
  tenants: ReadonlyArray<Pick<LoadedTenant, 'config' | 'dir'>>;
  /** Current time in ms (tests move it). */
  clock?: () => number;
}

/** Where the upload calls live: their bodies may hold an image. */
const UPLOAD_PREFIX = '/wps/upload/';

// Browser pages the gateway serves itself: reached by navigation, so no Merchant header.
const pagePrefixes = ['/wps/static/', '/wps/oauth/', '/wps/demo/', '/wps/member/password/reset'];

/** What createGateway makes: the app, its state, and a way to hand it a merchant's edited config. */
export interface CreatedGateway {
  app: Hono<GatewayEnv>;
  gw: Gateway;
  /** Replaces a merchant's config for the requests that follow (the live preview's edits); its world stays as seeded. */
  updateTenant: (tenant: LoadedTenant) => void;
  /**
   * A new session of one of a merchant's accounts, as a login makes it (the release gate signs its
   * browser in as the demo accounts with it); undefined when there is no such account.
   */
  sessionOf: (merchant: string, username: string) => string | undefined;
}

/** Builds the gateway app over a database (seeding what is missing) for the given merchants. */
export function createGateway(options: GatewayOptions): CreatedGateway {
  const clock = options.clock ?? Date.now;
  const tenants = new Map<string, Tenant>(
    options.tenants.map((t) => [t.config.merchantCode, { code: t.config.merchantCode, config: t.config, dir: t.dir }]),
  );
  seed(options.db, tenants.values(), clock());
  const gw: Gateway = { db: options.db, clock, tenants, rsa: loadRsaKey(options.db), catalog: new Catalog(options.db, tenants.values()) };

  const app = new Hono<GatewayEnv>();
  app.use(
    '*',
    cors({
      // Sites under test run on other loopback ports; production sites proxy the gateway same-origin.
      origin: (origin) => (/^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/.test(origin) ? origin : null),
      allowHeaders: ['Merchant', 'Authorization', 'Language', 'Device', 'Encryption', 'X-Gateway-Version', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  // Uploads (under /wps/upload/) may carry one image; every other body is small.
  const limit = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json(failure('request.too.large', `the body is larger than ${maxSize} bytes`), 413) });
  const [small, upload] = [limit(LIMITS.maxBodyBytes), limit(LIMITS.maxUploadBodyBytes)];
  app.use('*', (c, next) => (c.req.path.startsWith(UPLOAD_PREFIX) ? upload(c, next) : small(c, next)));
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (pagePrefixes.some((p) => path.startsWith(p)) || !/^\/(wps|lgw|lotto)\//.test(path)) return next();
    const header = c.req.header('merchant');
    if (!header) return c.json(failure('merchant.missing', 'send the Merchant header with the merchant code'), 400);
    // Node joins repeated headers with ", ": a code never contains a comma.
    if (header.includes(',')) return c.json(failure('function.not.available', 'the Merchant header was sent more than once'), 400);
    const tenant = tenants.get(header.trim());
    if (!tenant) return c.json(failure('merchant.unknown', `no merchant "${header.slice(0, 40)}" on this gateway`), 400);
    c.set('tenant', tenant);
    return next();
  });

  const router = new CallRouter(app, gw);
  for (const mount of [
    sessionRoutes,
    socialRoutes,
    verificationRoutes,
    phoneAuthRoutes,
    memberRoutes,
    securityRoutes,
    registerRoutes,
    systemRoutes,
    gameRoutes,
    favouriteRoutes,
    lotteryRoutes,
    homeRoutes,
    walletRoutes,
    depositRoutes,
    protectionRoutes,
    withdrawRoutes,
    memberTransferRoutes,
    recordRoutes,
    betRecordRoutes,
    uploadRoutes,
    agentRoutes,
    pointRoutes,
    agentReportRoutes,
    downlineRoutes,
    rebateRoutes,
    referralRoutes,
    missionRoutes,
    rewardRoutes,
    promotionRoutes,
    vipRoutes,
    messageRoutes,
    feedbackRoutes,
    supportRoutes,
    contractRoutes,
  ])
    mount(router);
  staticRoutes(app, gw);
  oauthPages(app, gw);
  resetPages(app, gw);

  app.notFound((c) => c.json(failure('request.not.found', `no call ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    // Never a stack trace on the wire; the operator sees it in the log.
    console.error(error);
    return c.json(failure('server.error', 'the gateway could not complete the call'), 500);
  });
  const updateTenant = (t: LoadedTenant) => {
    tenants.set(t.config.merchantCode, { code: t.config.merchantCode, config: t.config, dir: t.dir });
  };
  const sessionOf = (merchant: string, username: string) => {
    const member = findByUsername(options.db, merchant, username);
    return member ? createSession(options.db, member.id, clock()) : undefined;
  };
  return { app, gw, updateTenant, sessionOf };
}

/** The RSA key persists in the database, so a restart keeps every client's cached modulus valid. */
function loadRsaKey(db: DatabaseSync): RsaKey {
  const pem = getMeta(db, 'rsa.private');
  if (pem) return rsaKeyFromPem(pem);
  const key = generateRsaKey();
  setMeta(db, 'rsa.private', key.pem);
  return key;
}
