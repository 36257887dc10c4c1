import type { Problem } from './problems.ts';

/** Parses JSON text; a syntax error becomes a Problem with the line and column it occurred at. */
export function parseJson(text: string, file: string): { value: unknown } | { problem: Problem } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const offset = position ? Number(position[1]) : text.length;
    const { line, column } = lineAndColumn(text, offset);
    return {
      problem: {
        file,
        pointer: '',
        line,
        column,
        message: `malformed JSON: ${message.replace(/ in JSON at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)$/, '')}`,
        hint: 'look for a missing comma or quote, a trailing comma, or a comment (JSON allows none) just before this place',
      },
    };
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
