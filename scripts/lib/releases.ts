// Every build of a merchant is an immutable release; the live site is a symbolic link to one.
//
//   <out>/<merchant>                    → .releases/<merchant>/<id>/site   (relative link)
//   <out>/.releases/<merchant>/<id>/    manifest.json, config.json, client-manifest.json, site/
//   <out>/.releases/<merchant>/.partial-<id>-<pid>/   a release being written (never live)
//
// A link rather than a folder swapped in: switching (publish or rollback) is one rename of a link,
// atomic on POSIX file systems, so a server sees the old release or the new one and never a mix,
// requests already reading the old release finish on it, and a rollback copies nothing.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, rmdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Fingerprint } from './fingerprint.ts';
import { clientManifestPath } from './site-files.ts';

const RELEASES = '.releases';
const PARTIAL = '.partial-';

/** What a release records about itself, in `manifest.json` beside its `site/`. */
export interface ReleaseManifest {
  id: string;
  merchant: string;
  /** ISO time the release was built. */
  createdAt: string;
  skinforge: { version: string; commit: string | null };
  /** When the build took its gateway data, or null when it was built without any. */
  gatewayDataAt: string | null;
  /**
   * Where the build took its gateway data: "reference" (the reference gateway) or the gateway's
   * URL; null without any. What `site diff` builds its comparison with. Absent in older releases.
   */
  gatewayDataFrom?: string | null;
  /**
   * The merchants the reference gateway's world held when the build took its data from it, in the
   * order it seeded them: its ids (promotions' drawn banners) follow that order, so the release gate
   * seeds its own world alike. Absent otherwise, and in older releases.
   */
  gatewayWorld?: string[];
  pages: number;
  /**
   * What incremental builds compare: a merchant whose inputs all match its live release is skipped.
   * Its `config` is the one hash of the config a release keeps (sha256 of the resolved config as
   * compact JSON; config.json beside the manifest holds the config itself, pretty-printed).
   */
  fingerprint: Fingerprint;
  /**
   * The files the config was merged from (core/config/layers.ts): the brand file and the layers it
   * extends, in the order applied, each with the sha256 of its bytes. Absent in releases built
   * before layers.
   */
  sources?: ConfigSources;
  /** Every file of the site, by path relative to site/. */
  files: Record<string, { sha256: string; size: number }>;
  /**
   * The hashed bundles (_astro/) of earlier releases this one serves beside its own, so a tab still
   * on an earlier build loads its chunks after a deploy (docs/deploy.md). Among `files`.
   */
  carried?: string[];
}

/** The files a merchant's config was merged from, as a release records them. */
export interface ConfigSources {
  brand: { file: string; sha256: string };
  layers: Array<{ name: string; file: string; sha256: string }>;
}

/**
 * The files whose bytes differ between two configs' sources: layers by name (one only one side
 * has counts) and "brand file". Empty when either side did not record its sources.
 */
export function changedSources(a: ConfigSources | undefined, b: ConfigSources | undefined): string[] {
  if (!a || !b) return [];
  const [before, after] = [a, b].map((s) => new Map(s.layers.map((l) => [l.name, l.sha256] as const)));
  const changed = [...new Set([...before!.keys(), ...after!.keys()])].filter((name) => before!.get(name) !== after!.get(name));
  return a.brand.sha256 === b.brand.sha256 ? changed : [...changed, 'brand file'];
}

/** What the build knows about a release besides its files. */
export interface ReleaseInput {
  merchant: string;
  config: unknown;
  sources: ConfigSources;
  skinforge: { version: string; commit: string | null };
  gatewayDataAt: string | null;
  gatewayDataFrom: string | null;
  gatewayWorld?: string[] | undefined;
  fingerprint: Fingerprint;
  /** The compile's Vite manifest, kept with the release for scripts/budget.ts. */
  clientManifest: string;
  /** The site's files as hashFiles gave them, when the compile's parts hashed them already (in parallel). */
  files?: ReleaseManifest['files'] | undefined;
  /** How many of the newest earlier releases' own bundles the release serves too (none when absent). */
  carryFrom?: number | undefined;
}

/** A usage problem with releases (unknown release, nothing to roll back to): exit code 2, nothing changed. */
export class ReleaseError extends Error {}

function merchantReleases(out: string, merchant: string): string {
  return join(out, RELEASES, merchant);
}

/** The folder of one release (its manifest, config and site/). */
export function releaseDir(out: string, merchant: string, id: string): string {
  return join(merchantReleases(out, merchant), id);
}

function newReleaseId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Every file of a site with its sha256 and size, in path order. Files listed in `known` (by path
 * in the site) are taken from it, neither read nor even looked at: the shared bundles every site
 * links to, hashed once per compile part.
 */
export async function hashFiles(dir: string, known?: ReleaseManifest['files']): Promise<ReleaseManifest['files']> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
  const files: ReleaseManifest['files'] = {};
  for (const path of paths) {
    const hashed = known && Object.hasOwn(known, path) ? known[path] : undefined;
    if (hashed) {
      files[path] = hashed;
      continue;
    }
    const bytes = await readFile(join(dir, path));
    files[path] = { sha256: sha256(bytes), size: bytes.length };
  }
  return files;
}

/** Whether a process runs (another user's counts too): what decides if a leftover's writer is gone. */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what builds killed half-way left behind for these merchants: partial releases and
 * temporary links whose writer is gone. A build still running (its pid alive) keeps its own.
 */
export async function cleanLeftovers(out: string, merchants: readonly string[]): Promise<void> {
  const stale = (name: string) => {
    const pid = Number(/-(\d+)-[0-9a-f]+$/.exec(name)?.[1]);
    return !(pid && pidAlive(pid));
  };
  const ours = new Set(merchants);
  for (const name of await readdir(out).catch(() => [] as string[])) {
    const temporary = /^\.(.+)\.(link|old|staging)-/.exec(name);
    if (temporary && ours.has(temporary[1]!) && stale(name)) await rm(join(out, name), { recursive: true, force: true });
  }
  const merchantsWithReleases = await readdir(join(out, RELEASES)).catch(() => [] as string[]);
  for (const merchant of merchantsWithReleases.filter((m) => ours.has(m))) {
    const dir = merchantReleases(out, merchant);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (name.startsWith(PARTIAL) && stale(name)) await rm(join(dir, name), { recursive: true, force: true });
    }
  }
}

/**
 * Writes a new release: `fill` writes the site into a partial release, which becomes a release only
 * once complete (manifest last, then a rename). The live site is not touched: see {@link makeLive}.
 * Returns the release's manifest.
 */
export async function writeRelease(
  out: string,
  input: ReleaseInput,
  fill: (site: string) => Promise<number>,
  now: Date = new Date(),
): Promise<ReleaseManifest> {
  await cleanLeftovers(out, [input.merchant]);
  const id = newReleaseId(now);
  const partial = join(merchantReleases(out, input.merchant), `${PARTIAL}${id}-${process.pid}-${randomBytes(2).toString('hex')}`);
  await mkdir(join(partial, 'site'), { recursive: true });
  try {
    const pages = await fill(join(partial, 'site'));
    // A failpoint for the crash test: killed here, the pages are written and the manifest is not. A watcher on
    // the folder cannot time a kill this precisely on a busy machine (the rename may come first).
    if (process.env.SKINFORGE_FAILPOINT === 'release-half-written') process.kill(process.pid, 'SIGKILL');
    const own = input.files ?? (await hashFiles(join(partial, 'site')));
    const carried = await carryBundles(out, input.merchant, join(partial, 'site'), own, input.carryFrom ?? 0);
    const config = JSON.stringify(input.config, null, 2);
    const manifest: ReleaseManifest = {
      id,
      merchant: input.merchant,
      createdAt: now.toISOString(),
      skinforge: input.skinforge,
      gatewayDataAt: input.gatewayDataAt,
      gatewayDataFrom: input.gatewayDataFrom,
      ...(input.gatewayWorld ? { gatewayWorld: input.gatewayWorld } : {}),
      pages,
      fingerprint: input.fingerprint,
      sources: input.sources,
      files: Object.keys(carried).length ? sortedByPath({ ...own, ...carried }) : own,
      ...(Object.keys(carried).length ? { carried: Object.keys(carried).sort() } : {}),
    };
    await writeFile(join(partial, 'config.json'), config);
    await copyFile(input.clientManifest, join(partial, 'client-manifest.json'));
    await writeFile(join(partial, 'manifest.json'), JSON.stringify(manifest, null, 1));
    await rename(partial, releaseDir(out, input.merchant, id));
    return manifest;
  } finally {
    await rm(partial, { recursive: true, force: true });
    // A merchant's first build that failed leaves no empty folder behind (rmdir fails when there are releases).
    await rmdir(merchantReleases(out, input.merchant)).catch(() => {});
  }
}

/**
 * Hard-links into a new release's site the bundles (_astro/) of the `count` newest earlier releases
 * that it lacks: each release's own, not what it carried itself, so a bundle stays served for
 * `count` deploys after the last release that built it. A link costs no bytes; a copy where links
 * cannot be made. Returns the carried files as the earlier manifests recorded them.
 */
async function carryBundles(
  out: string,
  merchant: string,
  site: string,
  own: ReleaseManifest['files'],
  count: number,
): Promise<ReleaseManifest['files']> {
  const carried: ReleaseManifest['files'] = {};
  if (count < 1) return carried;
  const earlier = (await listReleases(out, merchant)).slice(-count).reverse();
  for (const release of earlier) {
    const theirs = new Set(release.carried ?? []);
    for (const [path, entry] of Object.entries(release.files)) {
      if (!path.startsWith('_astro/') || theirs.has(path) || own[path] || carried[path]) continue;
      const source = join(releaseDir(out, merchant, release.id), 'site', path);
      const target = join(site, path);
      await mkdir(dirname(target), { recursive: true });
      try {
        await link(source, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // The earlier release was pruned meanwhile, or damaged: its bundle is not carried.
        if (code === 'ENOENT') continue;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
        await copyFile(source, target);
      }
      carried[path] = entry;
    }
  }
  return carried;
}

function sortedByPath(files: ReleaseManifest['files']): ReleaseManifest['files'] {
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The id of the merchant's live release, or undefined when it has none (never built, or an old plain folder). */
export function liveReleaseId(out: string, merchant: string): string | undefined {
  const link = join(out, merchant);
  if (!lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) return undefined;
  const match = /^\.releases\/[^/]+\/([^/]+)\/site$/.exec(readlinkSync(link));
  return match?.[1];
}

/** Reads a release's manifest; undefined when the folder holds no complete release. */
export async function readManifest(out: string, merchant: string, id: string): Promise<ReleaseManifest | undefined> {
  const text = await readFile(join(releaseDir(out, merchant, id), 'manifest.json'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as ReleaseManifest);
}

/** The merchant's complete releases, oldest first. */
export async function listReleases(out: string, merchant: string): Promise<ReleaseManifest[]> {
  const names = (await readdir(merchantReleases(out, merchant)).catch(() => [] as string[])).filter((n) => !n.startsWith('.'));
  const manifests = await Promise.all(names.map((id) => readManifest(out, merchant, id)));
  return manifests
    .filter((m): m is ReleaseManifest => m !== undefined)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Makes a release live: a new link beside `<out>/<merchant>` renamed over it, one atomic step.
 * An old plain folder there (a build from before releases) is moved aside first.
 */
export async function makeLive(out: string, merchant: string, id: string): Promise<void> {
  const link = join(out, merchant);
  const tag = `${process.pid}-${randomBytes(2).toString('hex')}`;
  // Everything that can fail on a full disk is done before the switch: after it, only renames.
  // The budget script finds a site's chunks through its Vite manifest, kept beside the sites.
  const manifest = clientManifestPath(out, merchant);
  await mkdir(join(manifest, '..'), { recursive: true });
  await copyFile(join(releaseDir(out, merchant, id), 'client-manifest.json'), `${manifest}.${tag}`);
  const next = join(out, `.${merchant}.link-${tag}`);
  await symlink(join(RELEASES, merchant, id, 'site'), next);
  const existing = lstatSync(link, { throwIfNoEntry: false });
  const old = join(out, `.${merchant}.old-${tag}`);
  if (existing && !existing.isSymbolicLink()) await rename(link, old);
  await rename(next, link);
  await rename(`${manifest}.${tag}`, manifest);
  await rm(old, { recursive: true, force: true });
}

/** Deletes all but the newest `keep` releases, never the live one. Returns the ids deleted. */
export async function pruneReleases(out: string, merchant: string, keep: number): Promise<string[]> {
  const live = liveReleaseId(out, merchant);
  const releases = await listReleases(out, merchant);
  const doomed = releases.slice(0, Math.max(0, releases.length - keep)).filter((r) => r.id !== live);
  for (const release of doomed) await rm(releaseDir(out, merchant, release.id), { recursive: true, force: true });
  return doomed.map((r) => r.id);
}

/** Checks that a release's files are still the bytes its manifest recorded; returns the first mismatch. */
export async function verifyRelease(out: string, manifest: ReleaseManifest): Promise<string | undefined> {
  const site = join(releaseDir(out, manifest.merchant, manifest.id), 'site');
  const files = await hashFiles(site);
  for (const [path, want] of Object.entries(manifest.files)) {
    if (files[path]?.sha256 !== want.sha256) return files[path] ? `${path} changed` : `${path} is missing`;
  }
  return Object.keys(files).find((path) => !manifest.files[path]);
}

/** Finds a release by id; a clear error naming the known ones otherwise. */
export async function findRelease(out: string, merchant: string, id: string): Promise<ReleaseManifest> {
  const releases = await listReleases(out, merchant);
  const found = releases.find((r) => r.id === id);
  if (found) return found;
  const known = releases.map((r) => r.id);
  throw new ReleaseError(
    `${merchant} has no release "${id}"${known.length ? ` (releases: ${known.slice(-5).join(', ')}; see site releases ${merchant})` : ' (it has no releases yet)'}`,
  );
}

/** True when the out folder has anything of the merchant: a live site or releases. */
export function hasSite(out: string, merchant: string): boolean {
  return existsSync(join(out, merchant)) || existsSync(merchantReleases(out, merchant));
}
