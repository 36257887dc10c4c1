import { loadTenants } from '../../core/config/load.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { readBrandFiles } from '../lib/brand-files.ts';
import { plural, type SiteCommand, targetFiles } from './command.ts';
import { layerUses } from './layers.ts';

/** `site validate`: checks configs against the schema and the rules beside it; builds nothing. */
export const validateCommand: SiteCommand = {
  name: 'validate',
  summary: 'check merchant configs (exit 1 and every problem when one is invalid)',
  configure: (command) =>
    command
      .argument('[merchants...]', 'a config in tenants/ by name (luzon) or a path to a config file')
      .option('--all', 'every tenants/*.json'),
  async run([merchants], options, out) {
    const files = await targetFiles(options['all'] as boolean | undefined, (merchants ?? []) as string[]);
    const { tenants, problems } = await loadTenants(files);
    out.result({ valid: tenants.map((t) => t.file), problems });
    // A layer no brand extends is dead weight, or a brand that forgot to extend it: a warning, not a failure.
    if (options['all']) {
      const unused = (await layerUses(await readBrandFiles(files))).filter((use) => use.brands.length === 0);
      out.result({ warnings: unused.map((use) => ({ file: use.file, message: `layer ${use.name} is extended by no brand` })) });
      for (const use of unused)
        out.warn(`warning: ${use.file}: layer ${use.name} is extended by no brand (remove it, or add it to a brand's extends)`);
    }
    if (problems.length) {
      out.warn(formatProblems(problems));
      const bad = new Set(problems.map((p) => p.file)).size;
      out.warn(`\n${plural(problems.length, 'problem')} in ${bad} of ${plural(files.length, 'config')}`);
      return 1;
    }
    for (const t of tenants) out.line(`✓ ${t.file}`);
    out.line(`${plural(tenants.length, 'valid config')}`);
    return 0;
  },
};
