// `npm start`: builds every demo merchant into dist/ and serves one of them (MERCHANT, default
// luzon) at http://127.0.0.1:4321 (PORT), with the reference gateway proxied under /wps and /lgw
// when it is present.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../src/config/paths.ts';

const merchant = process.env['MERCHANT'] ?? 'luzon';
const port = process.env['PORT'] ?? '4321';
const gatewayPort = process.env['GATEWAY_PORT'] ?? '8787';
const node = process.execPath;

// Static first: the lobby's menu, hot games, banners and winners come from the reference gateway,
// started in-process for the build (the long-running one below serves the islands).
const build = spawnSync(node, ['scripts/site.ts', 'build', '--all', '--reference-gateway'], { stdio: 'inherit', cwd: projectRoot });
if (build.status !== 0) process.exit(build.status ?? 1);
if (!existsSync(join(projectRoot, 'dist', merchant))) {
  console.error(`no site for MERCHANT=${merchant}: pick one of the merchants in tenants/`);
  process.exit(2);
}

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
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
