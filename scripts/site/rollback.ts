import { resolve } from 'node:path';
import { rollback } from '../lib/rollback.ts';
import { knownMerchant, type SiteCommand } from './command.ts';

/** `site rollback <merchant> [release]`: an earlier release live again, byte-identical, with no rebuild. */
export const rollbackCommand: SiteCommand = {
  name: 'rollback',
  summary: 'make an earlier release live again at once, with no rebuild (default: the newest one before the live one not held by the gate)',
  configure: (command) =>
    command
      .argument('<merchant>', 'a merchant code')
      .argument('[release]', 'the release to make live (site releases lists them)')
      .option('--out <dir>', 'the folder the sites were built into', 'dist')
      .option('--force', 'make a release the release gate held live all the same (only when named)'),
  async run([name, release], options, out) {
    const dir = resolve(options['out'] as string);
    const merchant = await knownMerchant(name as string, dir);
    const { from, to } = await rollback(dir, merchant, release as string | undefined, Boolean(options['force']));
    out.result({ merchant, from: from ?? null, to: to.id });
    out.line(`${merchant}: release ${to.id} (built ${to.createdAt}, ${to.pages} pages) is live${from ? `, was ${from}` : ''}`);
    return 0;
  },
};
