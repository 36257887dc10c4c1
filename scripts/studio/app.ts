// The studio's browser app (scripts/studio/app/, React), built by Vite once per version of its sources and
// kept under .skinforge/studio-app/<hash>/: a second start serves the same build at once.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';

/** The app's sources. */
const APP_ROOT = join(projectRoot, 'scripts', 'studio', 'app');

/** What the build depends on: the app's files, the core modules it imports and the installed packages. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(APP_ROOT, { recursive: true })).filter((f) => /\.(tsx?|css|html)$/.test(f)).sort();
  for (const file of [
    ...files.map((f) => join(APP_ROOT, f)),
    join(projectRoot, 'core/config/contrast.ts'),
    join(projectRoot, 'package-lock.json'),
  ]) {
    hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The folder holding the built app (index.html, assets/), built now if this version was not yet. */
export async function studioApp(log: (line: string) => void): Promise<string> {
  const outDir = join(projectRoot, '.skinforge', 'studio-app', await sourceHash());
  if (existsSync(join(outDir, 'index.html'))) return outDir;
  log('building the studio app (once per version)');
  // In a process of its own: a Vite build in this one leaves state behind that the preview's Astro
  // dev server (Vite too) then trips over (its pages answered 404).
  const child = spawn(process.execPath, [join(import.meta.dirname, 'build-app.ts'), APP_ROOT, outDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`the studio app's build failed (exit ${code})`);
  return outDir;
}
