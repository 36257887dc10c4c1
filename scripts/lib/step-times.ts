/** Seconds as `4m 05s` from a minute up, `12.3s` below. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/**
 * The table `npm test` prints at the end: each step's time and the run's, aligned. Steps that ran
 * side by side make the run shorter than their sum: `total` is the run's own time when given.
 */
export function stepTimesTable(times: ReadonlyArray<readonly [string, number]>, total = times.reduce((sum, [, s]) => sum + s, 0)): string {
  const rows: Array<readonly [string, number]> = [...times, ['total', total]];
  const width = Math.max(...rows.map(([name]) => name.length));
  return ['Step times:', ...rows.map(([name, seconds]) => `  ${name.padEnd(width)}  ${formatSeconds(seconds).padStart(8)}`)].join('\n');
}
