import { createGatewayClient, type GatewayClient } from './gateway-client.ts';
import { pageConfig, SESSION_LOST, TOKEN_KEY } from '../client/page-data.ts';

let client: GatewayClient | undefined;

/**
 * The page's gateway client, configured from the embedded public config. It sends the session
 * token the session store keeps in sessionStorage, and reports a lost session with a window
 * event (SESSION_LOST) that the session store answers: the network layer knows no store.
 */
export function gateway(): GatewayClient {
  const config = pageConfig();
  client ??= createGatewayClient({
    baseUrl: config.gateway.baseUrl,
    merchant: config.merchantCode,
    encryption: config.gateway.encryption,
    language: () => config.lang,
    token: () => sessionStorage.getItem(TOKEN_KEY),
    onSessionLost: () => dispatchEvent(new Event(SESSION_LOST)),
  });
  return client;
}
