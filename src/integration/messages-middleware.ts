// Built pages keep only the island messages their islands can show (src/integration/page-messages.ts),
// put in here as each page is rendered, in place of the placeholder BaseLayout left (messages-embed.ts):
// the compile writes each page once, at its final size. Added to builds only (index.ts): `astro dev`
// keeps every message.
import { defineMiddleware } from 'astro:middleware';
import scopes from 'virtual:skinforge/message-scopes';
import { islandMessages } from '../i18n/island-messages.ts';
import { pageMessagesTrimmer } from './page-messages.ts';

const trim = scopes && pageMessagesTrimmer(scopes, islandMessages);

/** Trims the messages of every HTML page the build renders. */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!trim || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(trim(Buffer.from(await response.arrayBuffer())), response);
});
