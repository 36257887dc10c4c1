// The preview's integration when its dev server starts: a config saved after it was loaded and
// before the watchers began (the studio opening a brand while the operator saves) is still shown.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoadedTenant } from '../../core/config/load.ts';
import { tenantsDir } from '../../core/config/paths.ts';
import { loadPreviewed, previewIntegration } from './preview-integration.ts';

let dir: string;
let file: string;
let text: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'preview-integration-'));
  await cp(tenantsDir, dir, { recursive: true });
  file = join(dir, 'emerald.json');
  text = await readFile(file, 'utf8');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const load = () => loadPreviewed(file);

/** Starts the integration on a dev server that has only what its start-up uses: watchers, the page channel, middleware. */
function started(initial: LoadedTenant) {
  const published: string[] = [];
  const sent: unknown[] = [];
  let reloads = 0;
  const integration = previewIntegration({
    file,
    initial,
    gateway: 'http://127.0.0.1:9',
    reload: () => {
      reloads += 1;
      return load();
    },
    publish: async (tenant) => {
      published.push(tenant.config.brand.name);
    },
    log: () => {},
    warn: () => {},
  });
  const server = {
    watcher: { add: () => {}, on: () => {} },
    environments: {
      client: { hot: { send: (payload: unknown) => sent.push(payload), on: () => {} }, moduleGraph: { getModuleById: () => undefined } },
    },
    middlewares: { use: () => {} },
  };
  const setup = integration.hooks['astro:server:setup'] as (options: { server: unknown }) => void;
  setup({ server });
  return { published, sent, reloads: () => reloads };
}

describe('the preview as its dev server starts', () => {
  it('shows a save made after the config was loaded, which no watcher heard', async () => {
    await writeFile(file, text);
    const { tenant } = await load();
    await writeFile(file, text.replace('"name": "Emerald Bay"', '"name": "Emerald Reef"'));
    const { published, sent, reloads } = started(tenant!);
    await vi.waitFor(() => expect(published).toEqual(['Emerald Reef']));
    expect(sent).toContainEqual({ type: 'full-reload', path: '*' });
    // The file read as the watchers started is the one checked: it is not loaded a second time.
    expect(reloads()).toBe(1);
  });

  it('reloads nothing when the file is as it was loaded', async () => {
    await writeFile(file, text);
    const { tenant } = await load();
    const { published, sent, reloads } = started(tenant!);
    await vi.waitFor(() => expect(reloads()).toBe(1));
    // The comparison's answer, and a check it would have scheduled (80 ms after), have had their time.
    await new Promise((done) => setTimeout(done, 300));
    expect(published).toEqual([]);
    expect(sent).toEqual([]);
  });
});
