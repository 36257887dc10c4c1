/** One thing wrong with a tenant config, located precisely enough to fix without searching. */
export interface Problem {
  /** Path of the config file, as the operator named it or relative to the project. */
  file: string;
  /** JSON pointer into the file ("" for the whole document). */
  pointer: string;
  message: string;
  /** What to do about it, when there is something better to say than the message. */
  hint?: string;
  /**
   * The brand file whose merged config showed the problem, when `file` is a layer it extends
   * (core/config/layers.ts): a layer's value is checked as part of each brand.
   */
  via?: string;
  /** 1-based line and column, for problems that have one (malformed JSON). */
  line?: number;
  column?: number;
}

/** A Problem without a hint key when there is no hint (exactOptionalPropertyTypes). */
export function problem(file: string, pointer: string, message: string, hint?: string): Problem {
  return hint === undefined ? { file, pointer, message } : { file, pointer, message, hint };
}

/**
 * Formats problems for a terminal: `file#pointer: message` and an indented hint. A layer's problem
 * found in several brands is one entry naming them all.
 */
export function formatProblems(problems: readonly Problem[]): string {
  const entries = new Map<string, { p: Problem; via: string[] }>();
  for (const p of problems) {
    const key = `${p.file}\0${p.pointer}\0${p.line}\0${p.message}`;
    const entry = entries.get(key) ?? { p, via: [] };
    if (p.via && !entry.via.includes(p.via)) entry.via.push(p.via);
    entries.set(key, entry);
  }
  return [...entries.values()]
    .map(({ p, via }) => {
      const where = p.line !== undefined ? `${p.file}:${p.line}:${p.column ?? 1}` : `${p.file}#${p.pointer || '/'}`;
      const brands = via.length ? ` (merged into ${via.join(', ')})` : '';
      return `${where}: ${p.message}${brands}${p.hint ? `\n    hint: ${p.hint}` : ''}`;
    })
    .join('\n');
}

/** Builds a JSON pointer from path segments, escaping ~ and /. */
export function pointerOf(...segments: Array<string | number>): string {
  return segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
