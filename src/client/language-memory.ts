// Remembers the language a visitor picks and honours it when they come back through a
// default-language address (the site root, a shared link). An explicit /xx/ address always wins.
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

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-lang-switch]');
  const chosen = link?.dataset['langSwitch'];
  if (chosen) for (const key of KEYS) localStorage.setItem(key, chosen);
});
