declare module 'virtual:skinforge/tenants' {
  const tenants: import('../core/config/generated/resolved-tenant-config.ts').ResolvedTenantConfig[];
  export default tenants;
}

declare module 'virtual:skinforge/gateway-data' {
  const data: import('./build-time/gateway-data.ts').GatewayData;
  export default data;
}

declare module 'virtual:skinforge/message-scopes' {
  /** What each page's islands can show, in a build; null in `astro dev`, whose pages keep every message. */
  const scopes: import('./integration/page-messages.ts').ScopesJson | null;
  export default scopes;
}
