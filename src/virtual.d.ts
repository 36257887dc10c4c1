declare module 'virtual:skinforge/tenants' {
  const tenants: import('./config/generated/resolved-tenant-config.ts').ResolvedTenantConfig[];
  export default tenants;
}

declare module 'virtual:skinforge/gateway-data' {
  const data: import('./build-time/gateway-data.ts').GatewayData;
  export default data;
}
