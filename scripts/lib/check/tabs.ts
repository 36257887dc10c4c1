// The release gate's tabs: kept open and sent to the next page instead of opened and closed for
// each one. A new tab costs Chromium a renderer process and the browser process its set-up; a
// reused one navigates in the renderer it has: 40 pages took 13.4 s of CPU in new tabs against
// 9.9 s in one reused tab (docs/check.md, "Speed").
import type { BrowserContext, Page } from '@playwright/test';

/** Free tabs by browser context: each context (a width and a viewer) has its own, up to as many as it ever had open at once. */
export class TabPool {
  readonly #free = new Map<BrowserContext, Page[]>();

  /** Runs `task` in a free tab of the context, a new one when none is free, and keeps the tab for the next page. */
  async use<T>(context: BrowserContext, task: (tab: Page) => Promise<T>): Promise<T> {
    const tab = this.#free.get(context)?.pop() ?? (await context.newPage());
    let reusable = false;
    try {
      const result = await task(tab);
      // As a new tab would, the next page starts with empty session storage (the context's init
      // script puts the signed-in token back): what one page remembered for the session (a popup
      // already shown) must not change what the next one shows.
      reusable = await tab
        .evaluate(() => {
          sessionStorage.clear();
          return true;
        })
        .catch(() => false);
      return result;
    } finally {
      if (reusable) this.#free.set(context, [...(this.#free.get(context) ?? []), tab]);
      else await tab.close().catch(() => undefined);
    }
  }
}
