// What a process and all its descendants use, from /proc (Linux): the build benchmark's peak memory
// and CPU time are the whole tree's, since a build runs its Astro builds in child processes.
import { readdirSync, readFileSync } from 'node:fs';

/** Page size and clock tick of Linux on the machines this runs on (x86-64 and arm64). */
const PAGE_BYTES = 4096;
const TICKS_PER_SECOND = 100;

/** The figures of one /proc/<pid>/stat line the benchmark reads. */
interface ProcStat {
  ppid: number;
  /** user + system CPU time of the process itself, in seconds */
  cpu: number;
  /** user + system CPU time of its children that have exited and been waited for (and of theirs), in seconds */
  childrenCpu: number;
  rss: number;
}

/** Reads a /proc/<pid>/stat line (proc(5)); its command name may hold spaces and parentheses. */
export function parseStat(text: string): ProcStat {
  // The fields after the command name start after its last ')': field 3 (state) is index 0.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const seconds = (...indexes: number[]) => indexes.reduce((sum, i) => sum + Number(fields[i]), 0) / TICKS_PER_SECOND;
  const stat = { ppid: Number(fields[1]), cpu: seconds(11, 12), childrenCpu: seconds(13, 14), rss: Number(fields[21]) * PAGE_BYTES };
  if (Object.values(stat).some((n) => !Number.isFinite(n)))
    throw new Error(`not a /proc/<pid>/stat line: ${JSON.stringify(text.slice(0, 80))}`);
  return stat;
}

function readStat(pid: number | 'self'): ProcStat | undefined {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined; // gone between listing and reading
  }
}

/** The pids of `root` and every process below it, as /proc shows them now. */
function treeOf(root: number): Map<number, ProcStat> {
  const all = new Map<number, ProcStat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) all.set(Number(name), stat);
  }
  const tree = new Map<number, ProcStat>();
  const todo = [root];
  for (let pid = todo.pop(); pid !== undefined; pid = todo.pop()) {
    const stat = all.get(pid);
    if (!stat || tree.has(pid)) continue;
    tree.set(pid, stat);
    for (const [child, s] of all) if (s.ppid === pid) todo.push(child);
  }
  return tree;
}

/** What a sampled process tree used. */
export interface TreeUsage {
  /** The largest total resident memory of the tree at one sample, in bytes. */
  peakRss: number;
  /**
   * CPU seconds (user + system) of the whole tree, exited processes included: what this process's
   * waited-for children used while sampling (the kernel adds each child's and its waited-for
   * descendants' time to its parent when it is reaped). Unlike wall time, other jobs' load on the
   * machine barely changes it.
   */
  cpuSeconds: number;
}

/** CPU seconds of this process's children that have exited and been reaped, since it started (0 without /proc). */
function reapedChildrenCpu(): number {
  return readStat('self')?.childrenCpu ?? 0;
}

/**
 * Samples the memory of the tree under `pid` every `everyMs` until stop() is called; stop() returns
 * the usage. `pid` must be a child of this process, stopped once it has exited (its 'exit' event),
 * and no other child may exit meanwhile: its CPU time would count too. Where /proc is missing (not
 * Linux) the figures stay 0.
 */
export function sampleTree(pid: number, everyMs = 100): { stop: () => TreeUsage } {
  let peakRss = 0;
  const cpuBefore = reapedChildrenCpu();
  const sample = () => {
    try {
      let rss = 0;
      for (const stat of treeOf(pid).values()) rss += stat.rss;
      peakRss = Math.max(peakRss, rss);
    } catch {
      // no /proc: nothing to sample
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { peakRss, cpuSeconds: reapedChildrenCpu() - cpuBefore };
    },
  };
}
