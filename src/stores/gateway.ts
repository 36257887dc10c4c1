import { createGatewayClient, type GatewayClient } from '../api/client.ts';
import { pageConfig } from '../client/page-data.ts';
import { $token, clearSession } from './session.ts';
import { openModal } from './modal.ts';

let client: GatewayClient | undefined;

/** The page's gateway client, configured from the embedded public config. */
export function gateway(): GatewayClient {
  const config = pageConfig();
  client ??= createGatewayClient({
    baseUrl: config.gateway.baseUrl,
    merchant: config.merchantCode,
    encryption: config.gateway.encryption,
    language: () => config.lang,
    token: () => $token.get(),
    // Only calls that send a session report losing it: the action needed one, so ask to log in.
    onSessionLost: () => {
      clearSession();
      openModal('login', null);
    },
  });
  return client;
}
