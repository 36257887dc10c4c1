// Adds UI messages to the catalogues: `node scripts/add-messages.ts new-keys.json`, where the
// file maps each key to its text per catalogue: { "island.x": { "EN": "…", "TY": "…", "VI": "…" } }.
// EN and TY are required (they ship complete); keys are added in order after the existing ones.
// A lock folder keeps concurrent runs from losing each other's keys.
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../core/config/paths.ts';
import { CATALOGUE_CODES, cataloguePath, withMessages } from './lib/catalogues.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/add-messages.ts <new-keys.json>');
  process.exit(2);
}
const additions = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, string>>;
for (const [key, texts] of Object.entries(additions)) {
  if (!texts['EN'] || !texts['TY']) {
    console.error(`${key}: EN and TY are required`);
    process.exit(1);
  }
}
const lock = join(projectRoot, '.skinforge', 'messages.lock');
await mkdir(join(projectRoot, '.skinforge'), { recursive: true });
for (let tries = 0; ; tries++) {
  try {
    await mkdir(lock);
    break;
  } catch {
    if (tries > 100) throw new Error(`cannot take ${lock}: remove it if no other run is adding messages`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
try {
  for (const code of CATALOGUE_CODES) {
    const path = join(projectRoot, cataloguePath(code));
    const messages = Object.entries(additions).flatMap(([key, texts]) => (texts[code] ? [[key, texts[code]] as const] : []));
    await writeFile(path, withMessages(await readFile(path, 'utf8'), Object.fromEntries(messages)));
  }
  console.log(`added ${Object.keys(additions).length} messages`);
} finally {
  await rmdir(lock);
}
