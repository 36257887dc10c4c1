import { loadTenants, resolveTargets } from '../../core/config/load.ts';
import { isObject } from '../../core/config/merge-patch.ts';
import { formatProblems, pointerOf } from '../../core/config/problems.ts';
import type { Merged } from '../../core/config/layers.ts';
import type { SiteCommand } from './command.ts';

/** One leaf of a merged config: its value, the file that set it, and the files it overrode. */
interface Explained {
  pointer: string;
  value: unknown;
  from: string;
  overrode: string[];
}

/** `site resolve <merchant>`: the config its layers and brand file merge to, and with --explain who set each value. */
export const resolveCommand: SiteCommand = {
  name: 'resolve',
  summary: "print a merchant's config merged from its layers, as JSON; --explain: each value with the file that set it",
  configure: (command) =>
    command
      .argument('<merchant>', 'a config in tenants/ by name (luzon) or a path to a config file')
      .option('--explain', 'each value on a line with the file that set it and the files it overrode')
      .option('--defaults', "with the schema's defaults filled in, as the build uses it"),
  async run([merchant], options, out) {
    const { tenants, problems } = await loadTenants(await resolveTargets([merchant as string], false));
    if (problems.length) {
      out.warn(formatProblems(problems));
      out.result({ problems });
      return 1;
    }
    const tenant = tenants[0]!;
    const config = options['defaults'] ? tenant.config : tenant.merged.config;
    const layers = tenant.merged.layers.map((l) => ({ name: l.name, file: l.file }));
    if (!options['explain']) {
      out.result({ merchant: tenant.config.merchantCode, file: tenant.file, layers, config });
      // The document itself is the command's output: on stdout, unless --json wraps it.
      out.line(JSON.stringify(config, null, 2));
      return 0;
    }
    const leaves = explain(config, tenant.merged, tenant.file);
    out.result({ merchant: tenant.config.merchantCode, file: tenant.file, layers, explain: leaves });
    out.line(`${tenant.file}: ${layers.length ? `layers ${layers.map((l) => l.name).join(' → ')} → the brand file` : 'no layers'}`);
    for (const leaf of leaves) {
      const overrode = leaf.overrode.length ? ` (over ${leaf.overrode.join(', ')})` : '';
      out.line(`${leaf.pointer} = ${short(leaf.value)}  ← ${leaf.from}${overrode}`);
    }
    return 0;
  },
};

/** Every leaf of a config (a scalar, an array or an empty object) with the files behind it. */
function explain(config: unknown, merged: Merged, brandFile: string): Explained[] {
  const leaves: Explained[] = [];
  // `written` follows the merged config beside `value`: undefined where only the schema's defaults put something.
  const walk = (value: unknown, written: unknown, path: string[]) => {
    if (isObject(value) && Object.keys(value).length > 0) {
      for (const [key, item] of Object.entries(value)) walk(item, isObject(written) ? written[key] : undefined, [...path, key]);
      return;
    }
    const pointer = pointerOf(...path);
    if (written === undefined) {
      leaves.push({ pointer, value, from: 'schema default', overrode: [] });
      return;
    }
    // The nearest pointer written: an empty object a patch merged into has none of its own.
    let at = pointer;
    while (at !== '' && !merged.writers.has(at)) at = at.slice(0, at.lastIndexOf('/'));
    const files = merged.writers.get(at) ?? [brandFile];
    const from = files.at(-1)!;
    leaves.push({ pointer, value, from, overrode: [...new Set(files.slice(0, -1))].filter((f) => f !== from) });
  };
  walk(config, merged.config, []);
  return leaves;
}

/** A value on one line, cut short when long. */
function short(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
