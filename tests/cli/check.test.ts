// The release gate (site check, build --check) over real builds of one small brand, in a real
// Chromium: a clean release passes and goes live; a broken one is held with each defect named, and
// the live release stays. The tests run in order, each from what the one before left.
import { createHash } from 'node:crypto';
import { cp, readFile, readlink, rm, unlink, writeFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../scripts/lib/check/findings.ts';
import { demoConfig, writeTenants } from '../config/fixtures.ts';
import { runSite } from './run-site.ts';

/** The JSON document a --json run printed. */
const json = (text: string) => JSON.parse(text) as Record<string, any>;

describe('the release gate', { timeout: 900_000 }, () => {
  let out: string;
  let file: string;
  let config: Record<string, any>;
  let firstLive: string;
  const live = async () => (await readlink(join(out, 'emerald'))).split('/')[2]!;
  const reportOf = async (record: { report: string }) =>
    JSON.parse(await readFile(join(record.report, '..', 'report.json'), 'utf8')) as CheckReport;

  beforeAll(async () => {
    config = await demoConfig('emerald');
    // Two game types keep the build and the check small: what is checked is the same for every type.
    config['products'] = config['products'].filter((p: { gameType: string }) => ['RNG', 'LIVE'].includes(p.gameType));
    file = (await writeTenants({ 'emerald.json': config })).paths['emerald.json']!;
    out = await mkdtemp(join(tmpdir(), 'skinforge-gate-'));
  });

  it('passes a clean brand, and build --check makes its release live', async () => {
    const built = await runSite('build', file, '--out', out, '--check', '--json');
    expect(built.code, built.err).toBe(0);
    const site = json(built.out)['sites'][0];
    expect(site.held).toBeUndefined();
    firstLive = await live();
    expect(site.release).toBe(firstLive);
    const releases = json((await runSite('releases', 'emerald', '--out', out, '--json')).out);
    const check = releases['releases'][0].check;
    expect(check).toMatchObject({ passed: true, findings: 0, held: false });
    const report = await reportOf(check);
    // Every page kind at both widths, as a visitor, the member and (emerald has no agent centre) no agent.
    expect(report.pages.map((p) => p.label)).toEqual(
      expect.arrayContaining(['phone visitor EN lobby', 'desk visitor EN rng', 'phone member EN member/depositv2', 'desk member EN lobby']),
    );
    expect(report.findings).toEqual([]);
  });

  it('holds a release with a brand name too long for a phone, a dead help link, a banner to nowhere and unreadable muted text', async () => {
    const broken = structuredClone(config);
    // One word of 37 capitals: no line of a phone holds it (the schema allows 40 characters).
    broken['brand'].name = 'ROYALPALACEMEGAWINNERSCASINOANDSPORTS';
    broken['content'].helpCenter.EN[0].markdown += ' Read [the house rules](/house-rules) first.';
    // Readable on cards (validate checks that pair), not on the page's own background.
    Object.assign(broken['brand'].theme, { background: '#3d5c52', surface: '#03140f', mutedText: '#8fb3a6', primary: '#34d399' });
    broken['banners'].w_home[0].href = '/promotions-ended';
    await writeFile(file, JSON.stringify(broken, null, 2));
    const built = await runSite('build', file, '--out', out, '--check', '--json');
    expect(built.code, built.err).toBe(1);
    const site = json(built.out)['sites'][0];
    expect(site.held).toBe(true);
    expect(await live()).toBe(firstLive);
    const releases = await runSite('releases', 'emerald', '--out', out);
    expect(releases.out).toMatch(new RegExp(`${site.release}.*held: \\d+ findings`));
    const record = json((await runSite('releases', 'emerald', '--out', out, '--json')).out)['releases'][1].check;
    const findings = (await reportOf(record)).findings;
    const messages = (kind: string) => findings.filter((f) => f.kind === kind).map((f) => `${f.page ?? ''}: ${f.message}`);
    expect(messages('clipped-text')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^phone visitor EN lobby: text does not fit: footer\.site-footer > p\.copyright \(".*ROYALPALACE.*"\): text spills out of its \d+ px box/,
        ),
      ]),
    );
    expect(messages('clipped-text').filter((m) => m.startsWith('desk'))).toEqual([]);
    expect(messages('link')).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/house-rules answers 404: named by the link "the house rules"/)]),
    );
    expect(messages('link')).toEqual(expect.arrayContaining([expect.stringMatching(/\/promotions-ended answers 404/)]));
    expect(messages('contrast')).toEqual([
      expect.stringMatching(/brand\.theme\.mutedText \(#8fb3a6\) on background \(#3d5c52\).*below 4\.5:1/),
    ]);
    expect(messages('axe')).toEqual(expect.arrayContaining([expect.stringMatching(/color-contrast \(serious\)/)]));
    // The held release never goes live by a plain rollback, only when named with --force.
    const named = await runSite('rollback', 'emerald', site.release, '--out', out);
    expect(named.code).toBe(2);
    expect(named.err).toMatch(/held by the release gate .*--force/);
    expect(await live()).toBe(firstLive);
  });

  it('compares a release with the live one and catches a banner image that answers 404, on the page --page names', async () => {
    const { releases } = json((await runSite('releases', 'emerald', '--out', out, '--json')).out);
    const held = releases[1].id as string;
    await unlink(join(out, '.releases', 'emerald', held, 'site', 'assets', 'emerald', 'banner-home-1.svg'));
    const checked = await runSite('check', 'emerald', '--release', held, '--out', out, '--page', 'lobby', '--json');
    expect(checked.code, checked.err).toBe(1);
    const [report] = json(checked.out)['checks'] as CheckReport[];
    expect(report!.live).toBe(firstLive);
    // The lobby alone, as the visitor and the member, at both widths.
    expect(report!.pages.map((p) => p.label).sort()).toEqual([
      'desk member EN lobby',
      'desk visitor EN lobby',
      'phone member EN lobby',
      'phone visitor EN lobby',
    ]);
    expect(report!.skipped).toContain('--page: only lobby; the other pages were not opened');
    expect(report!.findings.map((f) => f.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/emerald\/banner-home-1\.svg answers 404: named by the image/)]),
    );
    // Beside the live release's screenshot, with the differences marked where the logo changed.
    const lobby = report!.pages.find((p) => p.label === 'phone visitor EN lobby')!;
    expect(lobby.live).toBe(`../${firstLive}/shots/phone-visitor-EN-lobby.png`);
    expect(lobby.difference!.ratio).toBeGreaterThan(0.01);
    const html = await readFile(join(report!.dir, 'index.html'), 'utf8');
    expect(html).toContain(`src="../${firstLive}/shots/phone-visitor-EN-lobby.png"`);
    expect(html).toContain(`src="${lobby.difference!.image}"`);
  });

  it('checks the visitor pages and says why the signed-in ones are skipped when the gateway cannot be reached', async () => {
    const checked = await runSite('check', 'emerald', '--release', firstLive, '--out', out, '--gateway', 'http://127.0.0.1:65534');
    expect(checked.code, checked.err).toBe(0);
    expect(checked.out).toMatch(/not checked: member pages: the gateway at http:\/\/127\.0\.0\.1:65534 cannot be reached \(ECONNREFUSED\)/);
    expect(checked.out).toMatch(/14 pages checked/);
  });

  it('refuses bad input with one line and exit code 2', async () => {
    const unknown = await runSite('check', 'emerld', '--out', out);
    expect([unknown.code, unknown.err]).toEqual([2, expect.stringMatching(/no merchant "emerld".*did you mean "emerald"/)]);
    const page = await runSite('check', 'emerald', '--out', out, '--page', 'lobby', 'hepl');
    expect([page.code, page.err]).toEqual([
      2,
      expect.stringMatching(/--page: emerald has no page "hepl" to check \(its pages: lobby, .*help/),
    ]);
    const release = await runSite('check', 'emerald', '--release', '20990101-000000-beef', '--out', out);
    expect([release.code, release.err]).toEqual([2, expect.stringMatching(/emerald has no release "20990101-000000-beef" \(releases: /)]);
    const manifest = join(out, '.releases', 'emerald', firstLive, 'manifest.json');
    const text = await readFile(manifest, 'utf8');
    await writeFile(manifest, text.replace(/"version": "[^"]+"/, '"version": "0.0.1"'));
    try {
      const old = await runSite('check', 'emerald', '--release', firstLive, '--out', out);
      expect([old.code, old.err]).toEqual([2, expect.stringMatching(/was built by skinforge 0\.0\.1, this is .*rebuild it/)]);
    } finally {
      await writeFile(manifest, text);
    }
    const noBrowser = await runSite('check', 'emerald', '--out', out, { CHROMIUM_PATH: join(out, 'no-chromium') });
    expect([noBrowser.code, noBrowser.err]).toEqual([2, expect.stringMatching(/no Chromium at .*sudo apt-get install chromium/)]);
    await rm(join(out, 'no-chromium'), { force: true });
  });

  it('checks with --changed only the pages whose files differ from the live release; --fail-on-diff fails on a difference', async () => {
    // A release that is the live one but for its help page (as an edited help article would leave it):
    // a notice above the articles moves them down the page.
    const releases = join(out, '.releases', 'emerald');
    const id = `${firstLive.slice(0, -4)}c0de`;
    await cp(join(releases, firstLive), join(releases, id), { recursive: true });
    const helpFile = join(releases, id, 'site', 'help', 'index.html');
    const help = (await readFile(helpFile, 'utf8')).replace(
      /(<h1 class="page-title">[^<]*<\/h1>)/,
      '$1<p>New this week: the house rules, the deposit limits and the bonus terms have changed. Read them again before you play, and ask support about anything unclear.</p>',
    );
    await writeFile(helpFile, help);
    const manifestFile = join(releases, id, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.id = id;
    manifest.files['help/index.html'].sha256 = createHash('sha256').update(help).digest('hex');
    await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
    const checked = await runSite('check', 'emerald', '--release', id, '--out', out, '--changed', '--json');
    expect(checked.code, checked.err).toBe(0);
    const [report] = json(checked.out)['checks'] as CheckReport[];
    expect(report!.live).toBe(firstLive);
    expect(report!.pages.map((p) => p.label).sort()).toEqual(['desk visitor EN help', 'phone visitor EN help']);
    expect(report!.skipped).toEqual(
      expect.arrayContaining([`--changed: 1 page whose files differ from live release ${firstLive}; the others are as live`]),
    );
    // A difference is information (exit 0 above), a failure only with --fail-on-diff: the release passes otherwise.
    expect(report!.findings).toEqual([]);
    expect(Math.max(...report!.pages.map((p) => p.difference!.ratio))).toBeGreaterThan(0.01);
    const strict = await runSite('check', 'emerald', '--release', id, '--out', out, '--changed', '--fail-on-diff');
    expect(strict.code, strict.err).toBe(1);
  });
});
