// POST /wps/session/resume without ky, for src/client/remembered.ts: it runs before any island (boot.ts
// loads it when the browser holds a remembered login), so it does not wait for the islands' client.
import { sessionResume } from '../../contract/generated/session-resume.ts';
import type { LiteGateway } from './lite.ts';

/**
 * A new session from the remember-me cookie (spec §9), which the browser sends with the call: its
 * token; null when the gateway refused (nothing remembered any more); undefined when it could not be
 * asked or did not answer as the gateway does.
 */
export async function resumeSession(gateway: LiteGateway): Promise<string | null | undefined> {
  try {
    const response = await fetch(new URL(sessionResume.path, gateway.baseUrl || location.origin), {
      method: sessionResume.method,
      headers: { Merchant: gateway.merchant, Language: gateway.language, Device: 'web', 'Content-Type': 'application/json' },
      body: '{}',
      cache: 'no-store',
    });
    const body = (await response.json()) as { success?: boolean; value?: { token?: string } };
    return body.success && body.value?.token ? body.value.token : null;
  } catch {
    return undefined;
  }
}
