// The browser's own controls wear the brand: on a dark theme (luzon) the page
// asks for the dark scheme, so date-picker icons and scroll bars are drawn light, not black on
// navy; checkboxes and radios take the brand's primary colour, not the browser's blue; the file
// picker's button is the site's, not a grey system button. A light theme (saigon) keeps the light scheme.
import { expect, test } from './support/fixtures.ts';
import { demoMemberToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

for (const [code, scheme] of [
  ['luzon', 'dark'],
  ['saigon', 'light'],
] as const) {
  test(`${code}: native controls follow the brand (${scheme} scheme, primary accent, the site's file button)`, async ({ page }) => {
    const s = site(code);
    const theme = s.config.brand.theme;
    const token = await demoMemberToken(page, s);
    await page.goto(`${s.url('member/feedback')}?token=${token}`);
    const file = page.locator('input[type="file"]');
    await expect(file).toBeAttached();
    const styles = await file.evaluate((input) => {
      const root = getComputedStyle(document.documentElement);
      const button = getComputedStyle(input, '::file-selector-button');
      return {
        scheme: root.colorScheme,
        accent: getComputedStyle(input).accentColor,
        buttonBackground: button.backgroundColor,
        buttonColor: button.color,
      };
    });
    expect(styles).toEqual({
      scheme,
      accent: rgb(theme.primary),
      buttonBackground: rgb(theme.surface),
      buttonColor: rgb(theme.text),
    });
  });
}
