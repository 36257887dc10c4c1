/** One thing wrong with a tenant config, located precisely enough to fix without searching. */
export interface Problem {
  /** Path of the config file, as the operator named it or relative to the project. */
  file: string;
  /** JSON pointer into the file ("" for the whole document). */
  pointer: string;
  message: string;
  /** What to do about it, when there is something better to say than the message. */
  hint?: string;
  /** 1-based line and column, for problems that have one (malformed JSON). */
  line?: number;
  column?: number;
}

/** A Problem without a hint key when there is no hint (exactOptionalPropertyTypes). */
export function problem(file: string, pointer: string, message: string, hint?: string): Problem {
  return hint === undefined ? { file, pointer, message } : { file, pointer, message, hint };
}

/** Formats problems for a terminal: `file#pointer: message` and an indented hint. */
export function formatProblems(problems: readonly Problem[]): string {
  return problems
    .map((p) => {
      const where = p.line !== undefined ? `${p.file}:${p.line}:${p.column ?? 1}` : `${p.file}#${p.pointer || '/'}`;
      return `${where}: ${p.message}${p.hint ? `\n    hint: ${p.hint}` : ''}`;
    })
    .join('\n');
}

/** Builds a JSON pointer from path segments, escaping ~ and /. */
export function pointerOf(...segments: Array<string | number>): string {
  return segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
