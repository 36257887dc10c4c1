// A GET of a visitor call without ky: for src/client/boot.ts, which runs on every page before any
// island and must stay tiny (static pages have a 10 KB JS budget). Islands use client.ts instead.
import type { CallSpec, RequestOf, ValueOf } from '../../contract/call-spec.ts';

/** The page's gateway as the embedded public config describes it. */
export interface LiteGateway {
  baseUrl: string;
  merchant: string;
  language: string;
}

/** A token-less GET; any failure (network, refusal, HTTP error) resolves to undefined. */
export async function liteGet<S extends CallSpec<{ request: unknown; response: unknown }>>(
  gateway: LiteGateway,
  spec: S,
  request: RequestOf<S>,
): Promise<ValueOf<S> | undefined> {
  try {
    const url = new URL(spec.path, gateway.baseUrl || location.origin);
    for (const [key, value] of Object.entries(request ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const response = await fetch(url, {
      headers: { Merchant: gateway.merchant, Language: gateway.language, Device: 'web' },
      cache: 'no-store',
    });
    const body = (await response.json()) as { success?: boolean; value?: ValueOf<S> };
    return body.success ? body.value : undefined;
  } catch {
    return undefined;
  }
}
