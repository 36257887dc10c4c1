import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { displayPath, loadTenants, resolveTargets } from '../../src/config/load.ts';
import { formatProblems } from '../../src/config/problems.ts';
import { tenantsDir } from '../../src/config/paths.ts';
import { createTenant, MERCHANT_CODE } from '../lib/new-tenant.ts';
import { type SiteCommand, UsageError } from './command.ts';

/** `site new`: a new merchant's config and assets, started from an existing merchant without its brand's names. */
export const newCommand: SiteCommand = {
  name: 'new',
  summary: 'start a new merchant from an existing one',
  configure: (command) =>
    command
      .argument('[merchant]', 'the new merchant code: lower-case letters, digits and -')
      .option('--from <merchant>', 'the merchant to start from'),
  async run([code], options, out) {
    if (typeof code !== 'string') throw new UsageError('name exactly one new merchant');
    const from = options['from'] as string | undefined;
    if (!from) throw new UsageError('say which merchant to start from: --from <merchant>');
    if (!MERCHANT_CODE.test(code))
      throw new UsageError(
        `"${code}" is not a valid merchant code: lower-case letters, digits and -, starting with a letter, 2 to 31 characters`,
      );
    if (existsSync(join(tenantsDir, `${code}.json`))) throw new UsageError(`tenants/${code}.json already exists`);
    if (existsSync(join(tenantsDir, 'assets', code))) throw new UsageError(`tenants/assets/${code}/ already exists`);
    const [source] = await resolveTargets([from], false);
    const { file, todo } = await createTenant(code, basename(source!, '.json'));
    out.line(`created ${displayPath(file)} from ${from}, without its brand's names`);
    out.line(`still to provide:\n${todo.map((line) => `  - ${line}`).join('\n')}`);
    out.result({ file: displayPath(file), todo });
    const { problems } = await loadTenants([file]);
    if (problems.length) {
      out.warn(formatProblems(problems));
      out.result({ problems });
      return 1;
    }
    out.line(`next: edit it, then npm run site -- validate ${code} && npm run site -- build ${code}`);
    return 0;
  },
};
