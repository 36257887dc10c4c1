// The app-download page's call and links, apart from its script (which runs on import).
import type { CallSpec } from '../../contract/call-spec.ts';
import type { DomainRouteCall } from '../../contract/generated/system-domain-route.ts';

/** generated/calls.ts's systemDomainRoute, restated as status.ts does (that module holds every call's spec). */
export const DOMAIN_ROUTE_CALL: CallSpec<DomainRouteCall> = {
  method: 'GET',
  path: '/wps/system/domainRoute',
  token: false,
  encrypted: false,
};

/** An app link for a session: the language and token added to its query. */
export function sessionLink(href: string, lang: string, token: string): string {
  const url = new URL(href);
  url.searchParams.set('lang', lang);
  url.searchParams.set('token', token);
  return url.href;
}
