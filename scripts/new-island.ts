// Scaffolds a page island: `npm run new:island -- <Component> --dir member --start app --title-en … --title-ty … --title-vi …`.
// Writes the component, its unit test, its ISLANDS entry, the loaders and its heading in every
// catalogue (scripts/lib/new-island.ts), then says what is left: the mount and the browser spec
// (docs/guides/adding-an-island.md). Exit codes: 0 written, 2 usage error (nothing written).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { projectRoot } from '../core/config/paths.ts';
import { ScaffoldError, scaffoldIsland } from './lib/new-island.ts';

const program = new Command('npm run new:island --')
  .description('Scaffold a page island (docs/guides/adding-an-island.md).')
  .argument('<Component>', 'the component, PascalCase: src/islands/[dir/]<Component>.tsx')
  .option('--dir <folder>', 'its folder under src/islands/ (member, wallet, games, ...)')
  .option('--island <name>', "its name in ISLANDS and data-island (default: the component's in kebab case)")
  .addOption(new Option('--start <when>', 'when it starts').choices(['load', 'app', 'request']).default('app'))
  .requiredOption('--title-en <text>', 'its heading in English (EN.json)')
  .requiredOption('--title-ty <text>', 'its heading in Tagalog (TY.json)')
  .requiredOption('--title-vi <text>', 'its heading in Vietnamese (VI.json)')
  .exitOverride();

try {
  program.parse();
  const [component] = program.args as [string];
  const options = program.opts<{
    dir?: string;
    island?: string;
    start: 'load' | 'app' | 'request';
    titleEn: string;
    titleTy: string;
    titleVi: string;
  }>();
  const written = scaffoldIsland(
    {
      component,
      dir: options.dir,
      island: options.island,
      start: options.start,
      title: { EN: options.titleEn, TY: options.titleTy, VI: options.titleVi },
    },
    {
      read: (path) => (existsSync(join(projectRoot, path)) ? readFileSync(join(projectRoot, path), 'utf8') : undefined),
      write: (path, text) => {
        mkdirSync(dirname(join(projectRoot, path)), { recursive: true });
        writeFileSync(join(projectRoot, path), text);
      },
    },
  );
  console.log(`wrote ${written.join(', ')}`);
  console.log(
    [
      'Left to do (docs/guides/adding-an-island.md):',
      '- mount it: <IslandMount name="…"> around its static content in the page\'s .astro component;',
      '- make the component do its part (stores in src/stores/, messages with node scripts/add-messages.ts);',
      '- a browser spec in tests/e2e/ that opens its page and uses it; npm run budget after a build.',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`new:island: ${error.message}`);
  process.exit(2);
}
