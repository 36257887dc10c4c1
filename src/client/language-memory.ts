// Remembers the language a visitor picks and honours it when they come back through a
// default-language address (the site root, a shared link). An explicit /xx/ address always wins.
import { pageConfig, TOKEN_KEY } from './page-data.ts';

const KEYS = ['lang', 'hisLang'] as const;

const root = document.documentElement;
const current = root.dataset['lang'] ?? '';
const defaultLang = root.dataset['defaultLang'] ?? '';
const offered = (root.dataset['langs'] ?? '').split(',');

const stored = localStorage.getItem('lang');
if (stored !== null && !offered.includes(stored)) {
  // A missing or unsupported stored value resets to the default.
  for (const key of KEYS) localStorage.setItem(key, defaultLang);
} else if (stored && stored !== current && current === defaultLang) {
  const target = document.querySelector<HTMLAnchorElement>(`a[data-lang-switch="${stored}"]`);
  if (target) location.replace(target.href + location.search + location.hash);
}

/**
 * Keeps a member's choice with their account too (spec §7's language call), so what the gateway
 * sends them (codes, mails) follows it: sent as the page leaves, so it outlives the navigation.
 */
function keepWithAccount(language: string, token: string): void {
  const { gateway, merchantCode } = pageConfig();
  void fetch(new URL('/wps/member/language', gateway.baseUrl || location.origin), {
    method: 'POST',
    keepalive: true,
    headers: { Merchant: merchantCode, Authorization: token, Language: language, Device: 'web', 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-lang-switch]');
  const chosen = link?.dataset['langSwitch'];
  if (!chosen) return;
  for (const key of KEYS) localStorage.setItem(key, chosen);
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (token && chosen !== current) keepWithAccount(chosen, token);
});
