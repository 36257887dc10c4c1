// What a process and all its descendants use, sampled from /proc (Linux): the build benchmark's
// peak memory is the whole tree's, since a build runs its Astro builds in child processes.
import { readdirSync, readFileSync } from 'node:fs';

/** Page size and clock tick of Linux on the machines this runs on (x86-64 and arm64). */
const PAGE_BYTES = 4096;
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** user + system CPU time, in seconds */
  cpu: number;
  rss: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields start after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      rss: Number(fields[21]) * PAGE_BYTES,
    };
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
  /** CPU seconds of every process seen in the tree, as of its last sample (a process's last moments are missed). */
  cpuSeconds: number;
}

/**
 * Samples the tree under `pid` every `everyMs` until stop() is called; stop() returns the usage.
 * Where /proc is missing (not Linux) the figures stay 0.
 */
export function sampleTree(pid: number, everyMs = 100): { stop: () => TreeUsage } {
  let peakRss = 0;
  const cpu = new Map<number, number>();
  const sample = () => {
    try {
      const tree = treeOf(pid);
      let rss = 0;
      for (const [p, stat] of tree) {
        rss += stat.rss;
        cpu.set(p, stat.cpu);
      }
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
      return { peakRss, cpuSeconds: [...cpu.values()].reduce((a, b) => a + b, 0) };
    },
  };
}
