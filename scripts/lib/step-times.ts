/** Seconds as `4m 05s` from a minute up, `12.3s` below. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/** The table `npm test` prints at the end: each step's time and the total, aligned. */
export function stepTimesTable(times: ReadonlyArray<readonly [string, number]>): string {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  const rows: Array<readonly [string, number]> = [...times, ['total', total]];
  const width = Math.max(...rows.map(([name]) => name.length));
  return ['Step times:', ...rows.map(([name, seconds]) => `  ${name.padEnd(width)}  ${formatSeconds(seconds).padStart(8)}`)].join('\n');
}
