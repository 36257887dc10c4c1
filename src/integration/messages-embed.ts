// What BaseLayout embeds as #sf-messages. A build embeds a placeholder naming the page's language,
// which the messages middleware replaces with what the page's islands can show: the rendered page
// never carries the whole catalogue, which Astro would encode and copy on every page only for it to
// be cut out again. `astro dev` (no scopes, no middleware) embeds every island message.
import scopes from 'virtual:skinforge/message-scopes';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import { islandMessagesForScript } from '../i18n/island-messages.ts';
import { messagesPlaceholder } from './page-messages.ts';

/** The text of a page's #sf-messages as BaseLayout renders it. */
export function embeddedMessages(lang: LanguageCode): string {
  return scopes ? messagesPlaceholder(lang) : islandMessagesForScript(lang);
}
