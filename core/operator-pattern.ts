/**
 * An operator's own registration pattern (the register settings' `acceptedPattern`, specification
 * sections 3 and 5) outside the built-in catalogue (patterns.ts). A pattern comes from the
 * gateway, so a page must not trust it to run in bounded time: JavaScript's regular expressions
 * backtrack, and a pattern such as `^(a+)+$` takes exponential time on "aaaa…!" and would freeze
 * the page. The rule (docs/site.md, "Registration patterns from the gateway"):
 *
 * - at most MAX_PATTERN_LENGTH characters, compiled with the `u` flag (invalid: refused);
 * - no back-references (`\1`, `\k<name>`);
 * - no quantified group whose content is itself quantified or holds an alternation (`(a+)+`,
 *   `(a*)*`, `(a|aa)+`, `(?:\d+x?){2,}`): the shapes of catastrophic backtracking;
 * - values are tested only up to MAX_VALUE_LENGTH characters (longer ones are refused without
 *   running the pattern), which bounds what a polynomial pattern (`\d+\d+$`) can cost.
 *
 * A refused pattern is not run: the field keeps the catalogue's pattern of its id (or "any") and
 * its lengths, and the gateway still checks what is sent.
 */

/** The longest operator pattern a page runs. */
export const MAX_PATTERN_LENGTH = 200;
/** The longest value an operator pattern is run on. */
export const MAX_VALUE_LENGTH = 256;

/** What a quantifier may start with after an atom: `*`, `+`, `?` or `{n`. */
const QUANTIFIER = /^(?:[*+?]|\{\d+(?:,\d*)?\})/u;

/** One group being read: whether its content repeats or branches. */
interface OpenGroup {
  risky: boolean;
}

/** How many characters open a group at i: `(`, `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` or `(?<name>`. */
function groupOpening(source: string, i: number): number {
  if (source[i + 1] !== '?') return 1;
  if (source[i + 2] !== '<') return 3;
  if (source[i + 3] === '=' || source[i + 3] === '!') return 4;
  const end = source.indexOf('>', i);
  return end < 0 ? source.length - i : end - i + 1;
}

/** Whether a pattern's source has a shape that can backtrack catastrophically (the rule above). */
function hasNestedRepetition(source: string): boolean {
  const open: OpenGroup[] = [];
  const markRisky = () => {
    const top = open.at(-1);
    if (top) top.risky = true;
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '(') {
      open.push({ risky: false });
      i += groupOpening(source, i);
      continue;
    }
    if (c === '|') {
      markRisky();
      i++;
      continue;
    }
    // An atom: a closed group, an escape, a character class or one character; then its quantifier.
    let group: OpenGroup | undefined;
    if (c === ')') {
      group = open.pop();
      i++;
    } else if (c === '\\') {
      // A back-reference makes matching non-regular: refused outright.
      if (/^[1-9k]/u.test(source[i + 1] ?? '')) return true;
      i += 2;
    } else if (c === '[') {
      i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      i++;
    } else i++;
    const quantifier = QUANTIFIER.exec(source.slice(i));
    if (quantifier) {
      // A repeated group whose content repeats or branches: the catastrophic shape. `(…)?` is one try.
      if (group?.risky && quantifier[0] !== '?') return true;
      markRisky();
      i += quantifier[0].length;
      if (source[i] === '?') i++;
    } else if (group?.risky) markRisky();
  }
  return false;
}

/**
 * The operator's pattern compiled for the page, or null when the rule refuses it (too long,
 * invalid, back-references or nested repetition). `*` and empty mean any: null too.
 */
export function operatorPattern(source: string): RegExp | null {
  if (source === '' || source === '*' || source.length > MAX_PATTERN_LENGTH || hasNestedRepetition(source)) return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}
