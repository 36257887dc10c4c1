import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';
import { liveSites } from './live-sites.ts';

/** Where `npm test` builds the sites the end-to-end tests run against (kept apart from dist/; SKINFORGE_E2E_DIST moves it). */
export const E2E_DIST = process.env['SKINFORGE_E2E_DIST'] ?? join(projectRoot, '.skinforge', 'e2e-dist');
/** The first merchant listens here (SKINFORGE_E2E_BASE_PORT when 4400 is taken); the others on the following ports, in name order. */
export const E2E_BASE_PORT = Number(process.env['SKINFORGE_E2E_BASE_PORT'] ?? 4400);
/** The reference gateway the end-to-end sites proxy /wps, /lgw and /lotto to (a fresh in-memory world each run). */
export const E2E_GATEWAY_PORT = E2E_BASE_PORT + 90;
/**
 * The end-to-end gateway's database: a file recreated at every run (serve --fresh), so tests can
 * read what the gateway "sent" (SMS codes) with node:sqlite, as the operator CLI does.
 * SKINFORGE_E2E_GATEWAY_DB moves it; one per gateway port, so parallel runs never share one.
 */
export const E2E_GATEWAY_DB =
  process.env['SKINFORGE_E2E_GATEWAY_DB'] ?? join(projectRoot, '.skinforge', `e2e-gateway-${E2E_GATEWAY_PORT}.sqlite`);
/** Configs built for the end-to-end tests besides every tenants/*.json. */
export const E2E_FIXTURES = [join(projectRoot, 'tests', 'fixtures', 'tenants', 'mirage.json')];

/** Each built site's origin, as `scripts/serve.ts --all` assigns ports: in name order from the base port. */
export function e2eOrigins(dist: string = E2E_DIST, basePort: number = E2E_BASE_PORT): Record<string, string> {
  const names = liveSites(dist);
  return Object.fromEntries(names.map((name, i) => [name, `http://127.0.0.1:${basePort + i}`]));
}
