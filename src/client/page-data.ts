import type { PublicConfig } from '../config/public-config.ts';

/** Reads a JSON data element the page was built with (#sf-config, #sf-messages). */
function readJson<T>(id: string): T {
  const element = document.getElementById(id);
  if (!element?.textContent) throw new Error(`the page has no #${id} element`);
  return JSON.parse(element.textContent) as T;
}

/**
 * Marks a modal's loading frame (modal-frame.ts), the layer that stands in for a modal while React
 * loads. Here, in the page's first script, so that the frame's chunk imports nothing that is still
 * loading with the islands (its import resolves as soon as it has arrived).
 */
export const FRAME_ATTRIBUTE = 'data-modal-frame';

/** Where the session token is kept (sessionStorage), as the platform's sites keep it. */
export const TOKEN_KEY = 'token';

/** Until when (ms, localStorage) this browser holds a remembered login's cookie (remembered.ts). */
export const REMEMBERED_KEY = 'rememberedUntil';

/**
 * Where a session keeps what member info last said that changes the menus (sessionStorage, a JSON
 * object of <html> data attributes): `referral` 'on' while the gateway runs the REFERRAL promotion
 * for the member (.for-referral), `agentOff` the agent menu's flags it turned off for the agent
 * (data-agent-flag), `transfer` 'on' or 'off' whether the member has someone to send money to
 * (.for-transfer). The next page puts them on <html> before its first paint (boot.ts), so its
 * menus do not move when member info answers the same again; main.tsx keeps them current.
 */
export const SESSION_MARKS_KEY = 'sessionMarks';

/** Where the session keeps the permission call's main domain, as it answered (sessionStorage; main-domain.ts checks it). */
export const MAIN_DOMAIN_KEY = 'mainDomain';

/** The window event the gateway client dispatches when a call that sent the token finds the session gone. */
export const SESSION_LOST = 'sf:session-lost';

let config: PublicConfig | undefined;
let messages: Record<string, string> | undefined;

/** The merchant's public config, read once per page. */
export function pageConfig(): PublicConfig {
  config ??= readJson<PublicConfig>('sf-config');
  return config;
}

/** The page language's island messages (EN where the language has none), read once per page. */
export function pageMessages(): Record<string, string> {
  messages ??= readJson<Record<string, string>>('sf-messages');
  return messages;
}

/** A site path in the page's language: the default language has no prefix. */
export function sitePath(path: string): string {
  const { lang, defaultLang } = pageConfig();
  const prefix = lang === defaultLang ? '' : `/${lang.toLowerCase()}`;
  return `${prefix}/${path.replace(/^\//, '')}`;
}
