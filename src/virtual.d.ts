declare module 'virtual:skinforge/tenants' {
  const tenants: import('./config/generated/resolved-tenant-config.ts').ResolvedTenantConfig[];
  export default tenants;
}
