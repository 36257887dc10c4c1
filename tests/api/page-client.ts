import { createGatewayClient, type GatewayClientOptions } from '../../src/api/gateway-client.ts';
import type { GatewayError } from '../../src/api/errors.ts';
import { type DEMO, makeGateway } from '../gateway/harness.ts';

/** A page's client talking to an in-process reference gateway: real calls, no network. */
export async function pageClient(merchant: keyof typeof DEMO, extra: Partial<GatewayClientOptions> = {}) {
  const gateway = await makeGateway();
  const state = { token: null as string | null, lost: [] as GatewayError[], requests: [] as Request[] };
  const client = createGatewayClient({
    baseUrl: 'http://gateway.test',
    merchant,
    encryption: gateway.gw.tenants.get(merchant)!.config.gateway.encryption,
    language: () => 'EN',
    token: () => state.token,
    onSessionLost: (error) => state.lost.push(error),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      state.requests.push(request.clone());
      return gateway.app.fetch(request);
    },
    ...extra,
  });
  return { client, state, gateway };
}
