import { readFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { displayPath } from '../../core/config/load.ts';
import type { CheckReport } from '../lib/check/findings.ts';
import type { CheckOptions } from '../lib/check/run.ts';
import { readCheckRecord, writeCheckRecord } from '../lib/check/record.ts';
import { knownMerchant, type Output, plural, type SiteCommand, UsageError } from './command.ts';

/** `site check <merchant>... | --all`: the release gate over built releases (docs/check.md). */
export const checkCommand: SiteCommand = {
  name: 'check',
  summary: "open a release's pages in Chromium at 390 and 1366 px, as a visitor and signed in, and report what would break live",
  configure: (command) =>
    command
      .argument('[merchants...]', 'merchant codes')
      .option('--all', 'every merchant built into --out')
      .option('--out <dir>', 'the folder the sites were built into', 'dist')
      .option('--release <id>', "the release to check (one merchant only; default: the merchant's newest, live or not)")
      .option(
        '--gateway <url>',
        "the gateway the pages call and the signed-in pages sign in to (default: the reference gateway's demo world)",
      )
      .option('--account <username>', 'the account the signed-in pages use on --gateway')
      .option('--password-file <file>', "a file holding that account's password (first line)")
      .option('--changed', 'check only the pages whose files differ from the live release')
      .option(
        '--page <name...>',
        'check only these pages, named as the report names them (lobby, help, member/depositv2), as every viewer and at both widths',
      )
      .option(
        '--every-signed-in-page',
        "instead of one page of each kind: every member-centre and agent-centre page, each language, both widths (a designer's tour, with its screenshots)",
      )
      .option('--fail-on-diff', 'fail when a page differs from the live release by more than 1 % of its pixels'),
  async run([names], options, out) {
    const dir = resolve(options['out'] as string);
    const given = (names ?? []) as string[];
    if (options['all'] && given.length) throw new UsageError('give merchants or --all, not both');
    const merchants = options['all'] ? builtMerchants(dir) : await Promise.all(given.map((m) => knownMerchant(m, dir)));
    if (merchants.length === 0)
      throw new UsageError(options['all'] ? `no merchant is built in ${displayPath(dir)}/` : 'name at least one merchant, or pass --all');
    const release = options['release'] as string | undefined;
    if (release !== undefined && merchants.length !== 1)
      throw new UsageError('--release names a release of one merchant: name exactly one');
    const reports = await runCheck(
      {
        out: dir,
        targets: merchants.map((merchant) => ({ merchant, release })),
        gateway: await gatewayChoice(options),
        changed: Boolean(options['changed']),
        everySignedInPage: Boolean(options['everySignedInPage']),
        pages: options['page'] as string[] | undefined,
      },
      out,
      false,
    );
    const failOnDiff = Boolean(options['failOnDiff']);
    const differs = (r: CheckReport) => r.pages.some((p) => p.difference?.image);
    return reports.every((r) => r.passed && !(failOnDiff && differs(r))) ? 0 : 1;
  },
};

/**
 * Checks the releases, records each verdict beside its release, and prints them: what both `site
 * check` and `build --check` run. `held` marks failing releases as held by the gate (not made live).
 */
async function runCheck(options: CheckOptions, out: Output, held: boolean): Promise<CheckReport[]> {
  // Loaded only here: every other command of the CLI starts without Playwright and axe.
  const { CheckError, checkReleases } = await import('../lib/check/run.ts');
  let reports: CheckReport[];
  try {
    reports = await checkReleases({ ...options, log: (line) => out.line(line) });
  } catch (error) {
    if (error instanceof CheckError) throw new UsageError(error.message);
    throw error;
  }
  for (const report of reports) await recordCheck(options.out, report, out, held);
  out.result({ checks: reports });
  return reports;
}

/** Records a check's verdict beside its release (what `releases` and `rollback` read) and prints it. */
export async function recordCheck(dir: string, report: CheckReport, out: Output, held: boolean): Promise<void> {
  const before = await readCheckRecord(dir, report.merchant, report.release);
  await writeCheckRecord(dir, report.merchant, report.release, {
    checkedAt: report.checkedAt,
    passed: report.passed,
    findings: report.findings.length,
    report: join(report.dir, 'index.html'),
    held: !report.passed && (held || before?.held === true),
  });
  for (const line of report.skipped) out.line(`    not checked: ${line}`);
  for (const f of report.findings.slice(0, 15)) out.line(`    ${f.kind.padEnd(12)} ${f.page ? `${f.page}: ` : ''}${f.message}`);
  if (report.findings.length > 15) out.line(`    … and ${report.findings.length - 15} more`);
  const differing = report.pages.filter((p) => p.difference?.image);
  if (report.live)
    out.line(
      `    ${plural(differing.length, 'page')} differ from live release ${report.live}${
        differing.length
          ? `: ${differing
              .map((p) => p.label)
              .slice(0, 5)
              .join('; ')}`
          : ''
      }`,
    );
  out.line(`    report: ${displayPath(join(report.dir, 'index.html'))}`);
}

/** Every merchant with releases in the out folder. */
function builtMerchants(dir: string): string[] {
  try {
    return readdirSync(join(dir, '.releases'))
      .filter((name) => !name.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
}

/** --gateway, --account and --password-file, checked before anything runs. */
async function gatewayChoice(
  options: Record<string, unknown>,
): Promise<{ reference: true } | { url: string; account?: { username: string; password: string } }> {
  const url = options['gateway'] as string | undefined;
  const username = options['account'] as string | undefined;
  const passwordFile = options['passwordFile'] as string | undefined;
  if (url === undefined) {
    if (username !== undefined || passwordFile !== undefined)
      throw new UsageError('--account and --password-file sign in to --gateway <url>: the reference world signs in as its demo accounts');
    return { reference: true };
  }
  const bad = (await import('../lib/gateway-data.ts')).checkGatewayUrl(url);
  if (bad) throw new UsageError(`--gateway: ${bad}`);
  if ((username === undefined) !== (passwordFile === undefined)) throw new UsageError('give --account and --password-file together');
  if (username === undefined) return { url };
  const password = (
    await readFile(passwordFile!, 'utf8').catch(() => {
      throw new UsageError(`--password-file: cannot read ${passwordFile}`);
    })
  )
    .split('\n')[0]!
    .trim();
  if (!password) throw new UsageError(`--password-file: ${passwordFile} is empty`);
  return { url, account: { username, password } };
}
