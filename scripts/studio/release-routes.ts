// The studio API's releases of a brand (scripts/studio/server.ts mounts them under /api): publish
// (a release built and checked, not live yet, with its difference from the live one), make live,
// discard, the difference of any release from the live one, and rollback. Each that changes what
// is live or kept goes to the audit log with the operator's name.
import { Hono } from 'hono';
import type { AuditEntry } from './audit.ts';
import type { StudioProblem } from './api-types.ts';
import { ReleaseError } from '../lib/releases.ts';
import { diffWithLive, publisher, releasesOf } from './publish.ts';

interface Deps {
  out: string;
  check: boolean;
  /** A brand file's path (relative to the tenants folder too) and merchant code from ?path=, or a refusal. */
  brandOf(path: string | undefined): Promise<{ file: string; rel: string; merchant: string }>;
  problemsOf(file: string): Promise<StudioProblem[]>;
  audit(operator: string, rel: string, action: AuditEntry['action'], changed: string[]): Promise<void>;
}

/** The operator's name from a JSON body, or undefined. */
export const operatorOf = (body: { operator?: unknown }) =>
  typeof body.operator === 'string' && body.operator.trim() ? body.operator : undefined;

export function releaseRoutes({ out, check, brandOf, problemsOf, audit }: Deps): Hono {
  const releases = publisher(out, check);
  const api = new Hono();
  api.onError((error, c) => {
    if (error instanceof ReleaseError) return c.json({ error: error.message }, 409);
    throw error;
  });
  /** The brand, the operator and the release named in a JSON body; or the answer refusing them. */
  const named = async (path: string | undefined, body: { operator?: unknown; release?: unknown }, doing: string) => {
    const brand = await brandOf(path);
    const operator = operatorOf(body);
    if (!operator) return { refused: `name the operator ${doing}` };
    return { ...brand, operator, release: typeof body.release === 'string' ? body.release : undefined };
  };

  api.get('/releases', async (c) => c.json(await releasesOf(out, (await brandOf(c.req.query('path'))).merchant)));
  api.get('/diff', async (c) => {
    const { merchant } = await brandOf(c.req.query('path'));
    return c.json(await diffWithLive(out, merchant, c.req.query('release') ?? ''));
  });
  api.post('/publish', async (c) => {
    const asked = await named(c.req.query('path'), await c.req.json(), 'publishing');
    if ('refused' in asked) return c.json({ error: asked.refused }, 400);
    // A draft with problems is saved, never published.
    const problems = await problemsOf(asked.file);
    if (problems.length)
      return c.json(
        { error: `fix the ${problems.length} problem${problems.length === 1 ? '' : 's'} first: a config with problems is not published` },
        422,
      );
    const answer = await releases.publish(asked.file, asked.merchant);
    return c.json(answer, answer.ok ? 200 : 422);
  });
  api.post('/make-live', async (c) => {
    const asked = await named(c.req.query('path'), await c.req.json(), 'making a release live');
    if ('refused' in asked) return c.json({ error: asked.refused }, 400);
    if (!asked.release) return c.json({ error: 'name the release to make live' }, 400);
    // rollback() checks its bytes against its manifest first and refuses a release the gate held.
    const moved = await releases.rollback(asked.merchant, asked.release);
    await audit(asked.operator, asked.rel, 'publish', [moved.to]);
    return c.json(moved);
  });
  api.post('/discard', async (c) => {
    const asked = await named(c.req.query('path'), await c.req.json(), 'discarding a release');
    if ('refused' in asked) return c.json({ error: asked.refused }, 400);
    if (!asked.release) return c.json({ error: 'name the release to discard' }, 400);
    await releases.discard(asked.merchant, asked.release);
    await audit(asked.operator, asked.rel, 'discard', [asked.release]);
    return c.json({ discarded: asked.release });
  });
  api.post('/rollback', async (c) => {
    const asked = await named(c.req.query('path'), await c.req.json(), 'rolling back');
    if ('refused' in asked) return c.json({ error: asked.refused }, 400);
    const moved = await releases.rollback(asked.merchant, asked.release);
    await audit(asked.operator, asked.rel, 'rollback', [moved.to]);
    return c.json(moved);
  });
  return api;
}
