// What changes between two releases of a merchant: its pages, its other files and its config fields.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { changedSources, type ReleaseManifest, releaseDir } from './releases.ts';

interface FileChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

/** A config field whose value differs: its JSON pointer and both values (undefined when absent). */
export interface FieldChange {
  pointer: string;
  from: unknown;
  to: unknown;
}

export interface ReleaseDiff {
  /** HTML pages, by path in the site. */
  pages: FileChanges;
  /** Everything else: bundles, assets, theme sheet, headers. */
  files: FileChanges;
  config: FieldChange[];
  /** The merged config's hash in each release. */
  configHash: { from: string; to: string };
  /**
   * The files the config was merged from: each release's layers, in order, and the files (layers
   * by name, "brand file") whose bytes differ between them. Empty lists for releases built before layers.
   */
  sources: { from: string[]; to: string[]; changed: string[] };
}

function compareFiles(a: ReleaseManifest['files'], b: ReleaseManifest['files'], keep: (path: string) => boolean): FileChanges {
  const paths = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(keep).sort();
  return {
    added: paths.filter((p) => !a[p]),
    removed: paths.filter((p) => !b[p]),
    changed: paths.filter((p) => a[p] && b[p] && a[p].sha256 !== b[p].sha256),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The leaf fields that differ between two JSON values, as JSON pointers; a changed array counts as one field. */
export function configChanges(a: unknown, b: unknown, pointer = ''): FieldChange[] {
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((key) => configChanges(a[key], b[key], `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ pointer: pointer || '/', from: a, to: b }];
}

/** The resolved config a release was built from. */
export async function releaseConfig(out: string, manifest: ReleaseManifest): Promise<unknown> {
  return JSON.parse(await readFile(join(releaseDir(out, manifest.merchant, manifest.id), 'config.json'), 'utf8'));
}

/** A release's own files: not the earlier releases' bundles it serves beside them. */
function ownFiles(release: ReleaseManifest): ReleaseManifest['files'] {
  const carried = new Set(release.carried ?? []);
  return Object.fromEntries(Object.entries(release.files).filter(([path]) => !carried.has(path)));
}

/** Compares release `a` (before) with `b` (after); each with the config it was built from. */
export function diffReleases(a: ReleaseManifest, aConfig: unknown, b: ReleaseManifest, bConfig: unknown): ReleaseDiff {
  const isPage = (path: string) => path.endsWith('.html');
  const [before, after] = [ownFiles(a), ownFiles(b)];
  return {
    pages: compareFiles(before, after, isPage),
    files: compareFiles(before, after, (p) => !isPage(p)),
    config: configChanges(aConfig, bConfig),
    configHash: { from: a.fingerprint.config, to: b.fingerprint.config },
    sources: sourceChanges(a, b),
  };
}

/** The layers of two releases and the files of their configs that changed between them. */
function sourceChanges(a: ReleaseManifest, b: ReleaseManifest): ReleaseDiff['sources'] {
  const names = (r: ReleaseManifest) => r.sources?.layers.map((l) => l.name) ?? [];
  return { from: names(a), to: names(b), changed: changedSources(a.sources, b.sources) };
}
