import type { LoadedTenant } from '../../core/config/load.ts';

/** Shard `index` (1-based) of `count`, as `--shard index/count` names it. */
export interface Shard {
  index: number;
  count: number;
}

/** Reads `i/n` (Playwright's form); returns a one-line reason instead when it is not a shard of n. */
export function parseShard(spec: string): Shard | string {
  const match = /^(\d+)\/(\d+)$/.exec(spec.trim());
  if (!match) return `"${spec}" is not a shard: write i/n, e.g. 1/4 for the first of 4 shards`;
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1) return `"${spec}": the number of shards must be at least 1`;
  if (index < 1 || index > count) return `"${spec}": the shard must be between 1 and ${count} (shards count from 1)`;
  return { index, count };
}

/**
 * The merchants of one shard: all of them sorted by merchant code and cut into `count` runs of nearly
 * equal length, so every runner, on any machine and in any order of arguments, picks the same ones.
 */
export function shardOf(tenants: readonly LoadedTenant[], shard: Shard): LoadedTenant[] {
  const sorted = [...tenants].sort((a, b) => (a.config.merchantCode < b.config.merchantCode ? -1 : 1));
  // Fewer merchants than shards: the last shards are empty rather than the runs uneven.
  const runs = splitEvenly(sorted, shard.count);
  return runs[shard.index - 1] ?? [];
}

/**
 * Splits items, in their order, into `count` runs of nearly equal length (fewer when there are fewer
 * items). Kept here, free of Astro, so that the CLI loads no compiler for a build that skips everything.
 */
export function splitEvenly<T>(items: readonly T[], count: number): T[][] {
  const parts = Math.max(1, Math.min(count, items.length));
  return Array.from({ length: parts }, (_, i) =>
    items.slice(Math.floor((i * items.length) / parts), Math.floor(((i + 1) * items.length) / parts)),
  );
}
