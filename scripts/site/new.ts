import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isLayerName, LAYERS_FOLDER, listLayerNames, otherLayers } from '../../core/config/layers.ts';
import { displayPath, listTenantFiles, loadTenants, resolveTargets } from '../../core/config/load.ts';
import { readBrandFiles } from '../lib/brand-files.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { tenantsDir } from '../../core/config/paths.ts';
import { BrandOptionError, createTenant, MERCHANT_CODE, type NewTenant, NewTenantInvalid } from '../lib/new-tenant.ts';
import { type SiteCommand, UsageError } from './command.ts';

/** `site new`: a new merchant's config and assets, started from an existing merchant without its brand's names. */
export const newCommand: SiteCommand = {
  name: 'new',
  summary: 'start a new merchant from an existing one, with its own name, colour, logo, languages and currency',
  configure: (command) =>
    command
      .argument('[merchant]', 'the new merchant code: lower-case letters, digits and -')
      .option('--from <merchant>', 'the merchant to start from (with --family: default, the first brand of that family)')
      .option('--family <layer>', "the new brand extends this layer (families/ph): its file holds only the brand's own fields")
      .option('--name <name>', "the brand's name")
      .option('--primary <#rrggbb>', 'the main colour (its text colour follows, for contrast)')
      .option('--logo <file>', "the brand's logo (an image file)")
      .option('--languages <codes>', 'language codes, the first the default: EN,TY')
      .option('--currency <code>', 'an ISO 4217 code: USD (symbol and decimals from it)')
      .option('--preset <name>', 'the layout preset: classic, casino, sportsbook or lottery (core/config/presets/)'),
  async run([code], options, out) {
    if (typeof code !== 'string') throw new UsageError('name exactly one new merchant');
    const family = options['family'] as string | undefined;
    if (family !== undefined) await checkFamily(family);
    const from = (options['from'] as string | undefined) ?? (family === undefined ? undefined : await firstOfFamily(family));
    if (!from) throw new UsageError('say which merchant to start from: --from <merchant>');
    if (!MERCHANT_CODE.test(code))
      throw new UsageError(
        `"${code}" is not a valid merchant code: lower-case letters, digits and -, starting with a letter, 2 to 31 characters`,
      );
    if (existsSync(join(tenantsDir, `${code}.json`))) throw new UsageError(`tenants/${code}.json already exists`);
    if (existsSync(join(tenantsDir, 'assets', code))) throw new UsageError(`tenants/assets/${code}/ already exists`);
    const [source] = await resolveTargets([from], false);
    // A broken source is the config's problem (exit 1); after this, a new config that fails is the options'.
    const checked = await loadTenants([source!]);
    if (checked.problems.length) {
      out.warn(formatProblems(checked.problems));
      out.warn(`\nnothing was written: fix ${from} first`);
      out.result({ problems: checked.problems });
      return 1;
    }
    const brand = {
      name: options['name'] as string | undefined,
      primary: options['primary'] as string | undefined,
      logo: options['logo'] as string | undefined,
      languages: options['languages'] as string | undefined,
      currency: options['currency'] as string | undefined,
      preset: options['preset'] as string | undefined,
    };
    let made: NewTenant;
    try {
      made = await createTenant(code, basename(source!, '.json'), tenantsDir, brand, family);
    } catch (error) {
      if (error instanceof BrandOptionError) throw new UsageError(error.message);
      if (!(error instanceof NewTenantInvalid)) throw error;
      for (const p of error.problems) out.warn(`error: ${p.file}#${p.pointer}: ${p.message}${p.hint ? ` (${p.hint})` : ''}`);
      out.result({ problems: error.problems });
      return 2;
    }
    const list = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n');
    const extended = family === undefined ? '' : `, extending layer ${family} (only the brand's own fields are in it)`;
    out.line(`created ${displayPath(made.file)} from ${from}, without its brand's names${extended}`);
    if (made.chosen.length) out.line(`chosen for you:\n${list(made.chosen)}`);
    out.line(`brand fields not set yet (${from}'s values, or placeholders):\n${list(made.kept)}`);
    out.line(`still to provide:\n${list(made.todo)}`);
    out.result({ file: displayPath(made.file), chosen: made.chosen, kept: made.kept, todo: made.todo });
    out.line(`next: edit it, then npm run site -- validate ${code} && npm run site -- build ${code}`);
    return 0;
  },
};

/** Checks that --family names a layer that exists. */
async function checkFamily(family: string): Promise<void> {
  if (!isLayerName(family))
    throw new UsageError(`--family "${family}" is not a layer name: a file under tenants/layers/ without .json (families/ph)`);
  const layersDir = join(tenantsDir, LAYERS_FOLDER);
  if ((await listLayerNames(layersDir)).includes(family)) return;
  const others = await otherLayers(family, layersDir);
  throw new UsageError(`--family: no layer "${family}" in tenants/layers/${others ? ` (${others})` : ''}`);
}

/** The first brand, by merchant code, that extends a layer (through other layers too): what a family's new brand starts from. */
async function firstOfFamily(family: string): Promise<string> {
  const brands = await readBrandFiles(await listTenantFiles());
  const member = brands.find((b) => b.merged?.layers.some((l) => l.name === family));
  if (!member) throw new UsageError(`no brand extends layer ${family} yet: say which merchant to start from with --from <merchant>`);
  return basename(member.path, '.json');
}
