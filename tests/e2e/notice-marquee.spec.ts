// The lobby's notice marquee against the built sites and the reference gateway: the gateway's notice
// titles scrolling (the browser's refresh of them), held on hover, opening the notice modal, and still
// under reduced motion. The lobby's carousels are carousels.spec.ts's.
import { expect, test } from './support/fixtures.ts';
import { gatewayCall } from './support/login-helpers.ts';
import { SitePage } from './support/site-page.ts';
import { site } from './support/sites.ts';

const emerald = site('emerald');

test.describe('notice marquee', () => {
  test("scrolls the gateway's notice titles, holds on hover, and opens the notice modal", async ({ page, request }) => {
    const answer = await gatewayCall(
      request,
      emerald,
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=W&language=EN',
      undefined,
      { Language: 'EN' },
    );
    const titles = (answer.value.player as Array<{ title: string }>).map((n) => n.title);
    expect(titles.length).toBeGreaterThan(0);
    // One fresh notice besides the gateway's: what the page shows comes from the browser's refresh.
    await page.route('**/wps/relay/MCSFE_getListAnnouncements?*types=PL*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: { player: Array<Record<string, unknown>> } };
      body.value.player.unshift({ ...body.value.player[0], id: 999_999, title: 'Fresh from the gateway' });
      await route.fulfill({ response, json: body });
    });
    const sp = new SitePage(page, emerald);
    await sp.goto('');
    const marquee = page.getByRole('region', { name: sp.t('lobby.notices'), exact: true });
    const items = marquee.locator('.notice-items:not([aria-hidden]) .notice-item');
    await expect(items).toHaveText(['Fresh from the gateway', ...titles]);
    const button = marquee.getByRole('button');
    await expect(button).toHaveAccessibleName(['Fresh from the gateway', ...titles].join(' '));
    const track = marquee.locator('.notice-track');
    await expect(track).toHaveCSS('animation-name', 'notice-scroll');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await marquee.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Titles' }).getByRole('button')).toHaveText(
      ['Fresh from the gateway', ...titles].slice(0, 9),
    );
  });

  test('under reduced motion the titles simply show', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const sp = new SitePage(page, emerald);
    await sp.goto('');
    const marquee = page.getByRole('region', { name: sp.t('lobby.notices'), exact: true });
    await expect(marquee.locator('.notice-track')).toHaveCSS('animation-name', 'none');
    await expect(marquee.locator('.notice-items[aria-hidden]')).toBeHidden();
    await expect(marquee.locator('.notice-item').first()).toBeVisible();
  });
});
