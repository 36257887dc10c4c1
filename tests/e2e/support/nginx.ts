// Debian's nginx serving built sites through the config `site nginx` generates: started by the
// test (its own prefix, config, logs and temp paths in a temporary folder), stopped after it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { projectRoot } from '../../../core/config/paths.ts';
import { E2E_BASE_PORT, E2E_DIST, E2E_GATEWAY_PORT } from '../../../scripts/lib/e2e-sites.ts';
import type { Site } from './sites.ts';

/** The nginx binary: NGINX_PATH, or nginx on PATH or in /usr/sbin (Debian's, which .ci/run installs). */
export function findNginx(): string | undefined {
  const candidates = [
    process.env['NGINX_PATH'],
    ...(process.env['PATH'] ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

/** Whether a port is free on loopback. */
function free(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** A free port past the run's sites and gateway (base + 100 to base + 149), so parallel runs keep apart. */
async function freePort(): Promise<number> {
  for (let port = E2E_BASE_PORT + 100; port < E2E_BASE_PORT + 150; port++) if (await free(port)) return port;
  throw new Error(`no free port in ${E2E_BASE_PORT + 100}-${E2E_BASE_PORT + 149} for nginx`);
}

/** Resolves once something accepts connections on the port. */
async function listening(port: number, nginx: ChildProcess, log: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}):\n${await readFile(log, 'utf8').catch(() => '')}`);
    const up = await new Promise<boolean>((done) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.end(() => done(true)));
      socket.once('error', () => done(false));
    });
    if (up) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nginx did not listen on ${port}:\n${await readFile(log, 'utf8').catch(() => '')}`);
}

/** nginx in front of the built sites, the first one its default server. */
export interface RunningNginx {
  origin: string;
  port: number;
  /** Points a merchant's live link at another site folder, atomically (as a release switch does). */
  relink(merchant: string, target: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Writes the sites' server blocks with the CLI (root in the end-to-end build, proxying to the
 * run's gateway), wraps them in a minimal nginx.conf and starts nginx on it in the foreground.
 */
export async function startNginx(binary: string, sites: readonly Site[]): Promise<RunningNginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'skinforge-nginx-'));
  try {
    return await start(binary, sites, prefix);
  } catch (error) {
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }
}

async function start(binary: string, sites: readonly Site[], prefix: string): Promise<RunningNginx> {
  const port = await freePort();
  // The live sites as releases leave them: <dist>/<merchant> is a link to the site's folder.
  const dist = join(prefix, 'dist');
  await mkdir(dist);
  for (const s of sites) await symlink(join(E2E_DIST, s.code), join(dist, s.code));
  const generated = spawnSync(
    process.execPath,
    [
      join(projectRoot, 'scripts', 'site.ts'),
      'nginx',
      ...sites.map((s) => s.code),
      '--out',
      join(prefix, 'sites'),
      '--dist',
      dist,
      '--listen',
      `127.0.0.1:${port}`,
      '--gateway-upstream',
      `http://127.0.0.1:${E2E_GATEWAY_PORT}`,
    ],
    { encoding: 'utf8', cwd: projectRoot },
  );
  if (generated.status !== 0) throw new Error(`site nginx failed (${generated.status}):\n${generated.stderr}`);
  const log = join(prefix, 'error.log');
  // Workers run as the master's user when it is root (nginx would pick nobody, who may not read the build).
  const user = userInfo().uid === 0 ? 'user root;\n' : '';
  const includes = sites.map((s) => `    include ${join(prefix, 'sites', `${s.code}.conf`)};`).join('\n');
  await writeFile(
    join(prefix, 'nginx.conf'),
    `${user}worker_processes 1;
error_log ${log} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${includes}
}
`,
  );
  const nginx = spawn(binary, ['-p', prefix, '-e', log, '-c', join(prefix, 'nginx.conf'), '-g', `daemon off; pid ${prefix}/nginx.pid;`], {
    stdio: 'ignore',
  });
  await listening(port, nginx, log);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    async relink(merchant, target) {
      const link = join(dist, `${merchant}.next`);
      await symlink(target, link);
      await rename(link, join(dist, merchant));
    },
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((done) => nginx.once('exit', done));
        nginx.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
