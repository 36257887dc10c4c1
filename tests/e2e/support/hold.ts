import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for `url` (a chunk, a gateway call) until the returned call lets them
 * through: what they start surely comes late, after what the test does meanwhile.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
