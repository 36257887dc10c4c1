// saigon in Vietnamese says everything in Vietnamese to a member: the VIP
// ranks the gateway names (its reference ladder, given in the page's language), the jackpot's
// title and the HOT badges of the site's catalogue. A member walks the lobby and their member
// centre, and none of the English words that used to show through is on the page: not in the
// page as it arrives (DOMContentLoaded), not in anything the islands add while they fill in, and
// not once they have settled.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, gatewayCall } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const saigon = site('saigon');
const ENGLISH = /\b(Member|Bronze|Silver|Gold|Platinum|Diamond|Jackpots?|Hot|HOT)\b/;
/** Game names are the games' own ("Golden Jackpot"): the page's words are everything else. */
const NAMES = '.game-card-name, .winner-game';

/**
 * Records, from the page's first byte, the English words of every text the page has at
 * DOMContentLoaded and every text added or changed after it (outside game names), with where
 * they were: a word an island paints for a moment before its messages come is caught too.
 */
async function recordEnglish(page: Page): Promise<void> {
  await page.addInitScript(
    ({ english, names }) => {
      const found: string[] = [];
      (window as unknown as { english: string[] }).english = found;
      const pattern = new RegExp(english);
      const check = (node: Node, when: string) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let text = node.nodeType === Node.TEXT_NODE ? node : walker.nextNode(); text; text = walker.nextNode()) {
          const parent = text.parentElement;
          const words = text.textContent ?? '';
          if (parent && !parent.closest(`${names}, script, style`) && pattern.test(words))
            found.push(`${when}: "${words.trim().slice(0, 60)}" in <${parent.localName} class="${parent.className}">`);
          if (node.nodeType === Node.TEXT_NODE) break;
        }
      };
      document.addEventListener('DOMContentLoaded', () => {
        check(document.body, 'at DOMContentLoaded');
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'characterData') check(record.target, 'changed later');
            for (const node of record.addedNodes) check(node, 'added later');
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    { english: ENGLISH.source, names: NAMES },
  );
}

/** The English words found so far. */
const englishSoFar = (page: Page) => page.evaluate(() => (window as unknown as { english: string[] }).english);

/** The page's visible words now, game names left out. */
const wordsNow = (page: Page, root: string) =>
  page.locator(root).evaluate((element, names) => {
    // innerText (what shows) of the live element, the names hidden for the reading and shown again.
    const hidden = [...element.querySelectorAll<HTMLElement>(names)].map((name) => [name, name.style.display] as const);
    for (const [name] of hidden) name.style.display = 'none';
    // biome-ignore lint/performance/useDomNodeTextContent: the words that show, not every text node's
    const text = (element as HTMLElement).innerText;
    for (const [name, display] of hidden) name.style.display = display;
    return text;
  }, NAMES);

test('a Vietnamese page names ranks, the jackpot and hot games in Vietnamese, from its first paint', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // saigon has no one-click accounts: its demo member, from the address its IP check knows.
  const login = await apiLogin(page.request, saigon, '127.0.0.1', 'demo01', 'Demo1234');
  expect(login.success, JSON.stringify(login)).toBe(true);
  const token = login.value.token as string;
  const vip = (await gatewayCall(page.request, saigon, 'GET', '/wps/member/vip', undefined, { Authorization: token, Language: 'VI' }))
    .value;
  expect(vip.ranks.map((r: { label: string }) => r.label)).toEqual(['Thành viên', 'Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương']);
  await recordEnglish(page);

  await page.goto(`${saigon.url('member', 'VI')}?token=${token}`);
  const card = page.getByTestId('vip-rank');
  await expect(card).toContainText('cấp');
  await expect(page.locator('.vip-ranks tbody th').first()).toHaveText(/Thành viên/);
  await page.waitForLoadState('networkidle');
  expect(await wordsNow(page, 'main')).not.toMatch(ENGLISH);
  expect(await wordsNow(page, 'header')).not.toMatch(ENGLISH);
  expect(await englishSoFar(page)).toEqual([]);

  await page.goto(saigon.url('', 'VI'));
  await expect(page.locator('.jackpot-label')).toBeVisible();
  await expect(page.locator('.game-card').first()).toBeVisible();
  // The member's islands have taken the lobby over (the balance is in) and the page is quiet.
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  await page.waitForLoadState('networkidle');
  expect(await wordsNow(page, 'body')).not.toMatch(ENGLISH);
  await expect(page.locator('.game-card-hot').first()).toHaveText('Nổi bật');
  expect(await englishSoFar(page)).toEqual([]);
});
