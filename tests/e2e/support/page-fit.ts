// What the layout specs measure on a page (layout*.spec.ts): a page opened once it has settled,
// what does not fit the window at its current width, the header logo's height, a member's then an
// agent's pages, and text at 200 %.
import type { Page } from '@playwright/test';
import { requestsOf } from '../../../scripts/lib/check/inspect.ts';
import { DEMO } from '../../gateway/harness.ts';
import { expect } from './fixtures.ts';
import { apiLogin, demoMemberToken, forgetTabSession, ownAddress } from './login-helpers.ts';
import type { demoSites } from './sites.ts';

/**
 * Opens a page and waits until none of its requests has been in flight for 0.2 s (at most 20 s):
 * its islands have their data. The release gate's test of a settled page (scripts/lib/check/inspect.ts);
 * Playwright's networkidle waits 0.5 s of quiet, which over the tours' hundreds of pages added minutes.
 */
export async function openSettled(page: Page, url: string): Promise<void> {
  const requests = requestsOf(page);
  try {
    await page.goto(url);
    await requests.settled(20_000);
  } finally {
    requests.stop();
  }
}

/**
 * What does not fit at the current width, described for the failure message. After two frames, in
 * the same call: a resize just made has laid out and its media queries apply.
 */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // The widest elements that reach past the window (not those inside a scrolling row).
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= root.clientWidth + 1) return false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        }
        return true;
      });
      found.push(`page ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${wide.slice(-3).map(name).join('; ')}`);
    }
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      if (dialog.scrollWidth > dialog.clientWidth + 1)
        found.push(`dialog ${name(dialog)} holds ${dialog.scrollWidth} px in ${dialog.clientWidth} px`);
    }
    // The notice marquee's text is wider than its box by design: it scrolls through it.
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a.btn, a.bottom-link, a.category-tab, a.filter-tab, summary, label, select, .vendor-chip',
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.display === 'inline' || style.visibility === 'hidden' || control.closest('.visually-hidden, .notice-marquee')) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      if (control.scrollWidth > control.clientWidth + 1 || control.scrollHeight > control.clientHeight + 1) {
        found.push(
          `control ${name(control)} needs ${control.scrollWidth}×${control.scrollHeight} px in ${control.clientWidth}×${control.clientHeight}`,
        );
      }
    }
    return found;
  });
}

/**
 * misfits(), on the page a visitor ends up on: a member page sends a visitor to the login page, a
 * page of a closed site to its status page, sometimes after the page had settled (its script is
 * slow on a loaded machine). Then the new page is measured, once it is as quiet as networkidle says.
 */
export async function misfitsWhereItLands(page: Page): Promise<string[]> {
  try {
    return await misfits(page);
  } catch (error) {
    if (!/Execution context was destroyed/.test((error as Error).message)) throw error;
    await page.waitForLoadState('networkidle');
    return misfits(page);
  }
}

/** The header logo's drawn height, once it is checked to keep its picture's aspect (within 2 %). */
export async function logoHeight(page: Page): Promise<number> {
  const { width, height, natural } = await page.locator('.site-header .brand img').evaluate((img: HTMLImageElement) => ({
    width: img.getBoundingClientRect().width,
    height: img.getBoundingClientRect().height,
    natural: img.naturalWidth / img.naturalHeight,
  }));
  expect(Math.abs(width / height - natural), `logo ${width}×${height}, picture aspect ${natural}`).toBeLessThan(0.02 * natural);
  return height;
}

/**
 * Visits the member's pages among `routes` with demo01's session, then the agent centre's with
 * agent01's (luzon's demo accounts), handing each set of paths to `visit`.
 */
export async function asMemberThenAgent(
  page: Page,
  s: (typeof demoSites)[number],
  routes: { path: string; kind: string }[],
  visit: (paths: string[], who: 'member' | 'agent') => Promise<void>,
): Promise<void> {
  await page.goto(`${s.url('help')}?token=${await demoMemberToken(page, s)}`);
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  await visit(
    routes.filter((r) => r.kind !== 'agentHome').map((r) => r.path),
    'member',
  );
  const ip = await ownAddress(page);
  const agent = await apiLogin(page.request, s, ip, 'agent01', DEMO.luzon);
  await forgetTabSession(page, s);
  await page.goto(`${s.url('agentHome')}?token=${agent.value.token as string}`);
  await visit(
    routes.filter((r) => r.kind === 'agentHome').map((r) => r.path),
    'agent',
  );
}

/** Sets the root font size as Chromium's text size setting does, and waits for the layout. */
export async function textAt200(page: Page): Promise<void> {
  // Chromium's text size setting cannot be set from a test; the root's font size is what it changes.
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
