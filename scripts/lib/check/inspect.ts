// One page of the release gate: opened, left to settle, measured (layout probes, console, requests,
// axe) and screenshotted; what scripts/lib/check/run.ts does for every page of a release.
import { join } from 'node:path';
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { AXE_TAGS, axeViolations, minorAxeRules } from '../axe.ts';
import { isGatewayPath } from '../static-server.ts';
import type { Finding, PageTimes } from './findings.ts';
import { type PlannedPage, pageLabel, shotName, type Width } from './plan.ts';
import { addressesProbe, layoutProbe } from './probes.ts';

/** The axe rules whose violations could not hold a release (minor and moderate ones). */
const MINOR_RULES = minorAxeRules();

/**
 * Follows a page's requests, and waits until none has been in flight for a fifth of a second (at
 * most `withinMs`, 5 s unless told): its islands have their data. Playwright's networkidle waits
 * half a second, which over a fleet's thousands of pages is much of the check (and of the browser
 * tests' page tours, tests/e2e/layout.spec.ts). `stop` stops following, for a page that goes on.
 */
export function requestsOf(page: Page): { settled: (withinMs?: number) => Promise<void>; stop: () => void } {
  // The requests this page made since it was followed: where one page is sent from address to
  // address (layout.spec's tours), the last address's requests may end after the next one starts,
  // and those must not count.
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: async (withinMs = 5000) => {
      const deadline = performance.now() + withinMs;
      let quietSince = performance.now();
      while (performance.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 50));
        if (inFlight.size > 0) quietSince = performance.now();
        else if (performance.now() - quietSince >= 200) return;
      }
    },
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Opens one page in `tab` (a new one: run.ts's inNewTab), waits for it to settle, and measures it:
 * layout, console, requests, axe; a screenshot. What the page logs or asks once measured is not its
 * finding: the listeners are removed before the screenshot.
 */
export async function inspectPage(
  tab: Page,
  origin: string,
  planned: PlannedPage,
  width: Width,
  shots: string,
): Promise<{ findings: Finding[]; addresses: Array<{ url: string; from: string }>; times: PageTimes }> {
  const label = pageLabel(planned, width);
  const screenshot = `shots/${shotName(planned, width)}`;
  const findings: Finding[] = [];
  const add = (kind: Finding['kind'], message: string) => findings.push({ kind, message, page: label, url: planned.url, screenshot });
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') add('console', `console error: ${message.text().slice(0, 300)}`);
  };
  const onError = (error: Error) => add('console', `uncaught error: ${error.message.slice(0, 300)}`);
  const onResponse = (response: Response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    add('request', `${response.request().method()} ${url.pathname}${url.search} answered ${response.status()}`);
  };
  const onFailed = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    add('request', `${request.method()} ${url.pathname} failed: ${request.failure()?.errorText ?? 'no answer'}`);
  };
  const requests = requestsOf(tab);
  const listen = (on: boolean) => {
    const method = on ? 'on' : 'off';
    tab[method]('console', onConsole);
    tab[method]('pageerror', onError);
    tab[method]('response', onResponse);
    tab[method]('requestfailed', onFailed);
  };
  listen(true);
  try {
    let lap = performance.now();
    const since = () => {
      const now = performance.now();
      const ms = Math.round(now - lap);
      lap = now;
      return ms;
    };
    await tab.goto(origin + planned.url, { waitUntil: 'load' });
    await requests.settled();
    const settle = since();
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const f of await tab.evaluate(layoutProbe))
      add(
        f.kind,
        `${f.kind === 'overflow' ? 'wider than the screen' : 'text does not fit'}: ${f.element}${f.text ? ` ("${f.text}")` : ''}: ${f.detail}`,
      );
    const probes = since();
    // Only serious and critical violations hold a release: the rules that report no other are not run.
    const rules = { tags: AXE_TAGS, disable: [...MINOR_RULES, ...(planned.contrast === false ? ['color-contrast'] : [])] };
    for (const v of (await axeViolations(tab, rules)).filter((v) => v.impact === 'serious' || v.impact === 'critical'))
      add(
        'axe',
        `${v.id} (${v.impact}): ${v.help}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
      );
    const addresses = (await tab.evaluate(addressesProbe)).filter((a) => !isGatewayPath(new URL(a.url).pathname));
    const axeMs = since();
    // What the page logs or asks from here on is the gate's own doing (the screenshot), not the page's.
    listen(false);
    await shoot(tab, join(shots, shotName(planned, width)), width);
    return { findings, addresses, times: { settle, probes, axe: axeMs, screenshot: since() } };
  } finally {
    listen(false);
    requests.stop();
  }
}

/** The page's first three screens: enough to compare, small enough to keep for every page. */
export async function shoot(page: Page, path: string, width: Width): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    clip: { x: 0, y: 0, width: width.width, height: Math.min(height, width.height * 3) },
  });
}
