// The gateway client (ky) is imported when a store first calls the gateway, not with the store:
// a visitor whose lobby loads the islands only to show popups never downloads it (the lobby's
// 90 KB budget). Every store that calls the gateway takes its client from here.

/** The page's gateway client, loading its module on first use. */
export const lazyGateway = async () => (await import('./page-client.ts')).gateway();
