import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sampleTree } from './process-tree.ts';

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
    expect(usage.cpuSeconds).toBeGreaterThan(0);
  });
});
