// The reference gateway run inside a skinforge process: for a build's data (--reference-gateway),
// the dev server's live preview and the release gate's signed-in pages.
import type { LoadedTenant } from '../../core/config/load.ts';

/**
 * The time a build's reference gateway is seeded at and answers at: the start of the UTC day. Its
 * world places promotions whole days around its seed time, so every build of one day takes the
 * same data, byte for byte, and incremental builds skip unchanged merchants (a clock that followed
 * the build's own time changed the data, and so the fingerprint, of every build).
 */
export function referenceAnchor(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** The reference gateway running in this process. */
export interface ReferenceGateway {
  url: string;
  /**
   * Answers from now on with this config of one of its merchants (the live preview's edits). The
   * world stays as seeded: the game catalogue follows the products it started with.
   */
  update: (tenant: LoadedTenant) => void;
  /**
   * A session token of one of its accounts (the demo world's demo01, agent01...), made in the store
   * as a login would make it: what the release gate (site check) signs its browser in with.
   * Undefined when the merchant has no such account.
   */
  session: (merchant: string, username: string) => string | undefined;
  close: () => Promise<void>;
}

/**
 * Starts the reference gateway in this process over a fresh in-memory world holding exactly the
 * merchants being built (fixture merchants included), on an ephemeral loopback port.
 * Loaded on demand: a build without --reference-gateway never imports the gateway. With a `clock`
 * the world is seeded and answers at that clock's times (a build's fixed anchor, see referenceAnchor).
 */
export async function startReferenceGateway(
  tenants: ReadonlyArray<Pick<LoadedTenant, 'config' | 'dir'>>,
  clock?: () => number,
): Promise<ReferenceGateway> {
  const [{ serve }, { createGateway }, { openDatabase }] = await Promise.all([
    import('@hono/node-server'),
    import('../../gateway/server.ts'),
    import('../../gateway/store/db.ts'),
  ]);
  const db = openDatabase(':memory:');
  const { app, updateTenant, sessionOf } = createGateway({ db, tenants, ...(clock && { clock }) });
  return new Promise((resolve, reject) => {
    // Left alone, @hono/node-server swaps the process's global Request and Response for its own
    // classes for good: Astro, compiling or serving in this same process, needs Node's (Shiki's
    // error highlighting in the dev server crashed the process on a reading of Response.bytes()).
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        update: updateTenant,
        session: sessionOf,
        close: () =>
          new Promise<void>((done) =>
            server.close(() => {
              db.close();
              done();
            }),
          ),
      });
    });
    server.once('error', reject);
  });
}
