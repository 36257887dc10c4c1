import { describe, expect, it } from 'vitest';
import { threadTime, type TraceEvent } from './thread-time.ts';

const main = { pid: 7, tid: 7 };
const task = (ts: number, durMs: number, cpuMs: number, where = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const names: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 7, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 9, tid: 9, ts: 0, args: { name: 'CrRendererMain' } },
];

describe('threadTime', () => {
  it('counts each task after first contentful paint by its CPU time, slowed 4×, over 50 ms', () => {
    const events = [
      ...names,
      task(0, 90, 90),
      { name: 'firstContentfulPaint', ph: 'I', ...main, ts: 1000 },
      task(2000, 40, 20),
      task(3000, 30, 5),
      task(4000, 10, 10),
    ];
    // after FCP: wall 160/120/40 → 110 + 70; thread 80/20/40 → 30
    expect(threadTime(events)).toEqual({ blockingMs: 30, wallBlockingMs: 180, waitingShare: Number((1 - 100 / 280).toFixed(2)) });
  });

  it('reads the renderer that ran the page, not an idle one', () => {
    const other = { pid: 9, tid: 9 };
    const events = [...names, task(0, 100, 100, other), task(10, 20, 20), task(20, 20, 20), task(30, 30, 30)];
    // 80 → 30, 80 → 30, 120 → 70; the other renderer's one task is not counted
    expect(threadTime(events).blockingMs).toBe(130);
  });

  it('is zero for a trace without a page', () => {
    expect(threadTime([])).toEqual({ blockingMs: 0, wallBlockingMs: 0, waitingShare: 0 });
  });
});
