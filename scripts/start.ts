// `npm start`: builds every demo merchant into dist/ and serves one of them (MERCHANT, default
// luzon) at http://127.0.0.1:4321 (PORT), with the reference gateway proxied under /wps and /lgw
// when it is present.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot, tenantsDir } from '../core/config/paths.ts';
import { portFree } from './lib/static-server.ts';

const merchant = process.env['MERCHANT'] ?? 'luzon';
const port = process.env['PORT'] ?? '4321';
const gatewayPort = process.env['GATEWAY_PORT'] ?? '8787';
const node = process.execPath;

/** Stops with one line that says what to do, and a non-zero exit. */
function fail(message: string): never {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

// Checked before the build, so a wrong setting costs a second, not a build.
const merchants = readdirSync(tenantsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();
if (!merchants.includes(merchant)) fail(`no merchant "${merchant}" in tenants/: use MERCHANT=${merchants.join(' | MERCHANT=')}`);
if (!(await portFree(Number(port)))) fail(`port ${port} is in use: run with PORT=<another port> (and stop what uses ${port}, or keep it)`);
if (!(await portFree(Number(gatewayPort))))
  fail(`port ${gatewayPort} (the reference gateway) is in use: run with GATEWAY_PORT=<another port>`);

// Static first: the lobby's menu, hot games, banners and winners come from the reference gateway,
// started in-process for the build (the long-running one below serves the islands).
const build = spawnSync(node, ['scripts/site.ts', 'build', '--all', '--reference-gateway'], { stdio: 'inherit', cwd: projectRoot });
if (build.status !== 0) process.exit(build.status ?? 1);
if (!existsSync(join(projectRoot, 'dist', merchant))) fail(`the build wrote no site for MERCHANT=${merchant}`);

const children: ChildProcess[] = [];
const gatewayEntry = join(projectRoot, 'gateway', 'cli.ts');
const withGateway = existsSync(gatewayEntry);
if (withGateway) {
  children.push(spawn(node, [gatewayEntry, 'serve'], { stdio: 'inherit', cwd: projectRoot, env: { ...process.env, PORT: gatewayPort } }));
}
const serveArgs = ['scripts/serve.ts', '--merchant', merchant, '--port', port];
if (withGateway) serveArgs.push('--gateway', `http://127.0.0.1:${gatewayPort}`);
children.push(spawn(node, serveArgs, { stdio: 'inherit', cwd: projectRoot }));

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// The first server to stop decides the exit code: a crash is not hidden by the others' SIGTERM.
let stopped = false;
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (!stopped) process.exitCode = code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1);
    stopped = true;
    stop();
  });
}
