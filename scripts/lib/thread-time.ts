// Lighthouse's simulated TBT multiplies each main-thread task's wall time by the CPU slowdown (4×).
// On these shared machines a task's wall time is mostly waiting: in quiet-machine traces of the
// lobbies (2026-11-27) the renderer's long tasks ran 3–10× longer than the CPU they used (I/O wait on
// fonts and images, other processes on 2 cores). The same sum over each task's thread time (the
// trace's `tdur`) is what the page itself costs the CPU, and varies far less between runs.

/** A Chrome trace event, as much of it as this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface ThreadTime {
  /** Σ max(0, slowdown × thread time − 50 ms) over the main thread's tasks after first contentful paint. */
  blockingMs: number;
  /** The same with wall time: what Lighthouse's simulation starts from (before its own rescaling). */
  wallBlockingMs: number;
  /** Of the tasks over 50 ms after the slowdown (wall), the share of their time not spent on the CPU. */
  waitingShare: number;
}

const LONG_TASK_MS = 50;

/** The renderer main thread that ran the page: the CrRendererMain with the most tasks. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const tasks = new Map<string, number>();
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events)
    if (e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`)) tasks.set(`${e.pid}:${e.tid}`, (tasks.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const best = [...tasks].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!best) return undefined;
  const [pid, tid] = best.split(':').map(Number) as [number, number];
  return { pid, tid };
}

/** Blocking time from a trace's thread time beside its wall time (`slowdown`: Lighthouse's mobile 4×). */
export function threadTime(events: readonly TraceEvent[], slowdown = 4): ThreadTime {
  const main = pageMainThread(events);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  let blocking = 0;
  let wallBlocking = 0;
  let longWall = 0;
  let longCpu = 0;
  for (const e of events) {
    if (!main || e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== main.pid || e.tid !== main.tid || e.ts < fcp) continue;
    const wall = ((e.dur ?? 0) / 1000) * slowdown;
    const cpu = ((e.tdur ?? e.dur ?? 0) / 1000) * slowdown;
    blocking += Math.max(0, cpu - LONG_TASK_MS);
    wallBlocking += Math.max(0, wall - LONG_TASK_MS);
    if (wall > LONG_TASK_MS) {
      longWall += wall;
      longCpu += Math.min(cpu, wall);
    }
  }
  return {
    blockingMs: Math.round(blocking),
    wallBlockingMs: Math.round(wallBlocking),
    waitingShare: longWall ? Number((1 - longCpu / longWall).toFixed(2)) : 0,
  };
}
