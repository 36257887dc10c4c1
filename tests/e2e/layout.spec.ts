// Every page of every demo merchant fits the screen: as a visitor and as a member, at 320, 390,
// 768 and 1366 px, no page is wider than the window, no open dialog is wider than itself, and
// no control's text overflows its box. The widths are tried in one page load (resized), after
// the page's islands and data have arrived.
import type { Page } from '@playwright/test';
import { routesFor } from '../../src/routing/routes.ts';
import { expect, test } from './support/fixtures.ts';
import { demoMemberToken } from './support/login-helpers.ts';
import { demoSites } from './support/sites.ts';

const WIDTHS = [320, 390, 768, 1366];

/** What does not fit at the current width, described for the failure message. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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

for (const site of demoSites) {
  for (const state of ['visitor', 'member'] as const) {
    test(`${site.code}: every page fits 320 to 1366 px, as a ${state}`, async ({ page }) => {
      // About 35 pages × 4 widths: a minute on a quiet machine, more on a loaded one.
      test.setTimeout(240_000);
      // Each page once: aliases (index, home) are the same page as the one they name.
      const paths = routesFor(site.config)
        .filter((r) => !r.canonical || r.modal)
        .map((r) => r.path);
      if (state === 'member') {
        await page.goto(`${site.url('help')}?token=${await demoMemberToken(page, site)}`);
        await expect(page.getByTestId('balance')).toContainText(/\d/);
      }
      const problems: string[] = [];
      for (const path of paths) {
        await page.setViewportSize({ width: 1366, height: 900 });
        await page.goto(site.url(path));
        await page.waitForLoadState('networkidle');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // Two frames: the resize lays out and media queries apply.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          problems.push(...(await misfits(page)).map((problem) => `/${path} at ${width} px: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
}
