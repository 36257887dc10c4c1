import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';

/**
 * The origins besides the site's own that its pages may take game icons and framed games from:
 * the gateway's (when it is on another origin) and the config's content hosts. The pages' CSP
 * (img-src, frame-src; BaseLayout.astro) names them, and the islands use only these of the status
 * call's image and launch hosts (src/client/hosts.ts): one list, so the two always agree.
 */
export function contentOrigins(gateway: Pick<ResolvedTenantConfig['gateway'], 'baseUrl' | 'contentHosts'>): string[] {
  return [gateway.baseUrl, ...gateway.contentHosts].filter(Boolean);
}
