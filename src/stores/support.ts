// Customer service, the help centre and the chat room: what their dialogs load from the gateway.
import { chatLaunch, systemHelpCenter, systemStatus } from '../../contract/generated/calls.ts';
import type { HelpArticle } from '../../contract/generated/system-help-center.ts';
import { lazyGateway } from '../api/lazy-client.ts';
import { pageConfig } from '../client/page-data.ts';
import { inLanguage } from '../../core/localized.ts';
import { decryptPath } from '../../core/payload-crypto.ts';

/** The channels the dialog lists from the status call's resources (Android is the APK, not a channel). */
const SERVICE_RESOURCES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'] as const;

/** One way to reach customer service: its channel, its label when the merchant named it, and its address. */
export interface ServiceEntry {
  type: string;
  label?: string;
  url: string;
}

/**
 * The status call's customer-service entries with their paths decrypted (an entry whose path does
 * not decrypt to an https, mailto: or tel: address is left out), then its service resources whose
 * addresses are not already listed.
 */
export async function loadServiceEntries(): Promise<{ entries: ServiceEntry[]; resources: ServiceEntry[] }> {
  const { lang, defaultLang } = pageConfig();
  const { info } = await (await lazyGateway()).call(systemStatus, { t: Date.now() });
  const entries: ServiceEntry[] = [];
  for (const cs of info.customerService) {
    const url = decryptPath(cs.path);
    const label = inLanguage(cs.label, lang, defaultLang);
    if (url) entries.push({ type: cs.csType, url, ...(label ? { label } : {}) });
  }
  const listed = new Set(entries.map((e) => e.url));
  const resources = info.resources
    .filter((r) => (SERVICE_RESOURCES as readonly string[]).includes(r.resourceType) && /^https:\/\/\S+$/.test(r.url) && !listed.has(r.url))
    .map((r) => ({ type: r.resourceType, url: r.url }));
  return { entries, resources };
}

/** The help centre's articles in the page's language, as HTML. */
export async function loadHelpArticles(): Promise<HelpArticle[]> {
  return (await lazyGateway()).call(systemHelpCenter, { lang: pageConfig().lang, device: 'WEB' });
}

/**
 * Opens the member's chat room (CBS_launchChat): its address, and whether the page may frame it
 * (the pages' frame-src allows the configured room's origin, over https only).
 */
export async function launchChat(): Promise<{ url: string; framed: boolean }> {
  const { chatUrl } = await (await lazyGateway()).call(chatLaunch, { language: pageConfig().lang });
  const room = pageConfig().chatRoom;
  const url = new URL(chatUrl);
  return { url: url.href, framed: url.protocol === 'https:' && room !== null && url.origin === new URL(room).origin };
}
