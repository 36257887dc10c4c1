// The member centre's forms on one measure and one spacing scale: at 1366 px
// every form of a member page is as wide as the others (--sf-form-width), its fields as far apart.
import { expect, test } from './support/fixtures.ts';
import { demoMemberToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

test('at 1366 px the member forms share one width and one gap between fields', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const token = await demoMemberToken(page, luzon);
  const seen: string[] = [];
  let query = `?token=${token}`;
  for (const item of ['depositv2', 'withdraw', 'securityCenter', 'feedback']) {
    await page.goto(`${luzon.url(`member/${item}`, 'EN')}${query}`);
    query = '';
    const forms = page.locator('.member-content form.form');
    await expect(forms.first(), item).toBeVisible();
    const looks = await forms.evaluateAll((all) =>
      all.map((form) => `${Math.round(form.getBoundingClientRect().width)} px, fields ${getComputedStyle(form).rowGap} apart`),
    );
    seen.push(...looks.map((look) => `${item}: ${look}`));
  }
  expect(seen.length).toBeGreaterThanOrEqual(4);
  expect(seen.filter((look) => !look.endsWith(': 640 px, fields 16px apart'))).toEqual([]);
});

test("on Invite friends the rule stands a field gap below the link's button, at both widths", async ({ page }) => {
  const token = await demoMemberToken(page, luzon);
  let query = `?token=${token}`;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${luzon.url('member/referral', 'EN')}${query}`);
    query = '';
    const copy = page.getByRole('button', { name: 'Copy the link' });
    const rule = page.getByText(/^Friends who register with your link/);
    await expect(rule).toBeVisible();
    const [button, text] = await Promise.all([copy.boundingBox(), rule.boundingBox()]);
    expect(text!.y - (button!.y + button!.height), `at ${width}`).toBeGreaterThanOrEqual(16);
  }
});
