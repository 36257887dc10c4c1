import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseStat, sampleTree } from './process-tree.ts';

describe('parseStat', () => {
  it('reads the parent, own and reaped children CPU time and memory after a command name with spaces and parentheses', () => {
    // A real line's layout (proc(5)): utime 250 and stime 50 ticks, cutime 1200 and cstime 300, rss 1000 pages.
    const line =
      '4242 (node (part) 2) S 4200 4242 4200 0 -1 4194560 9000 1500 0 0 250 50 1200 300 20 0 11 0 5000 1300000000 1000 18446744073709551615 1 1 0 0 0 0 0 16781312 134234626 0 0 0 17 1 0 0 0 0 0\n';
    expect(parseStat(line)).toEqual({ ppid: 4200, cpu: 3, childrenCpu: 15, rss: 1000 * 4096 });
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => parseStat('no such process')).toThrow(/not a \/proc\/<pid>\/stat line/);
  });
});

describe('sampleTree', () => {
  it('adds up the memory of a process and its children', { timeout: 30_000 }, async () => {
    // A parent that starts a child; each holds 200 MB of touched memory until the child exits.
    const hold = 'const b = Buffer.alloc(200 * 1024 * 1024, 1); setTimeout(() => b.length, 1500);';
    const script = `${hold} require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(hold)}], { stdio: 'inherit' });`;
    const parent = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    const sampler = sampleTree(parent.pid!, 50);
    await new Promise((resolve) => parent.on('exit', resolve));
    const usage = sampler.stop();
    expect(usage.peakRss).toBeGreaterThan(400 * 1024 * 1024);
  });

  it('counts the CPU time of children that exit between samples', { timeout: 60_000 }, async () => {
    // Each of three short-lived children spins 0.4 s of CPU, one after another: a sampler that
    // only saw running processes would miss most of them (it samples once a minute here).
    const spin =
      'const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; }; const end = cpu() + 400_000; while (cpu() < end);';
    const script = `const { spawnSync } = require('node:child_process'); for (let i = 0; i < 3; i++) spawnSync(process.execPath, ['-e', ${JSON.stringify(spin)}]);`;
    const parent = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    const sampler = sampleTree(parent.pid!, 60_000);
    await new Promise((resolve) => parent.on('exit', resolve));
    const { cpuSeconds } = sampler.stop();
    expect(cpuSeconds).toBeGreaterThanOrEqual(1.2);
    expect(cpuSeconds).toBeLessThan(5);
  });
});
