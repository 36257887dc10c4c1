import ky, { isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import type { CallSpec, RequestOf, ValueOf } from '../../contract/call-spec.ts';
import { GatewayError, NETWORK_ERROR } from './errors.ts';
import { sessionRsaKey } from '../../contract/generated/calls.ts';

/** What a page's gateway client needs to know; every value is read when a call is made. */
export interface GatewayClientOptions {
  /** Origin of the gateway; empty for the page's own origin (the gateway proxied under /wps). */
  baseUrl: string;
  merchant: string;
  encryption: 'rsa-des' | 'none';
  /** The page's platform language code (EN, TY, ...). */
  language: () => string;
  /** The session token, or null for a visitor. */
  token: () => string | null;
  /** Called when the gateway says the session is gone (HTTP 401, login.not.session, ...). */
  onSessionLost: (error: GatewayError) => void;
  /** Milliseconds before a call counts as failed. */
  timeoutMs?: number;
  /** For tests: a fetch that reaches a gateway without a network. */
  fetch?: typeof fetch;
}

/** A page's way to the gateway: one typed function, `call(spec, request)`, for every call. */
export interface GatewayClient {
  call<S extends CallSpec<{ request: unknown; response: unknown }>>(
    spec: S,
    request: RequestOf<S>,
    extra?: CallExtras,
  ): Promise<ValueOf<S>>;
}

/** What a few calls add to the usual request (the free-play login's version and random Encryption header). */
interface CallExtras {
  headers?: Record<string, string>;
  /** Send an Encryption header made from a random string, with a plain body (rsa-des merchants only). */
  randomEncryptionHeader?: boolean;
}

type Envelope = { success: boolean; value?: unknown; message?: string; errorCode?: string };

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';

/** Creates the page's gateway client: one ky instance whose hooks add the platform's headers. */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const http: KyInstance = ky.create({
    baseUrl: options.baseUrl || globalThis.location?.origin,
    timeout: options.timeoutMs ?? 15_000,
    // Only reads are retried: a repeated login or registration could act twice.
    retry: { limit: 2, methods: ['get'] },
    // The gateway's refusals come with an envelope whatever the status: read them, don't throw.
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request, options: { context } }) => {
          request.headers.set('Merchant', options.merchant);
          request.headers.set('Language', options.language());
          request.headers.set('Device', 'web');
          const token = options.token();
          if (token && context['token']) request.headers.set('Authorization', token);
        },
      ],
    },
  });

  let modulus: Promise<string> | undefined;
  /** The rsa-des body and header; the key is fetched once per page, the cipher loaded on first use. */
  async function encrypt(payload: unknown): Promise<{ json: unknown; headers: Record<string, string> }> {
    modulus ??= call(sessionRsaKey, {}).catch((error: unknown) => {
      modulus = undefined;
      throw error;
    });
    const [hex, { encryptPayload }] = await Promise.all([modulus, import('../../core/payload-crypto.ts')]);
    const { body, header } = encryptPayload(hex, payload);
    return { json: body, headers: { Encryption: header } };
  }

  /** The Encryption header of a random K, for calls whose body stays plain (the contract's free-play login). */
  async function randomHeader(): Promise<Record<string, string>> {
    if (options.encryption !== 'rsa-des') return {};
    const { headers } = await encrypt({});
    return headers;
  }

  /** A file upload's body: Blob fields as files, the rest as text. */
  function multipartOf(input: Record<string, unknown>): FormData {
    const data = new FormData();
    for (const [key, value] of Object.entries(input)) {
      if (value instanceof Blob) data.append(key, value, value instanceof File ? value.name : key);
      else if (value !== undefined) data.append(key, String(value));
    }
    return data;
  }

  async function call<S extends CallSpec<{ request: unknown; response: unknown }>>(
    spec: S,
    request: RequestOf<S>,
    extra: CallExtras = {},
  ): Promise<ValueOf<S>> {
    const input = (request ?? {}) as Record<string, unknown>;
    let body: { json?: unknown; form?: URLSearchParams | FormData; headers?: Record<string, string> } = {};
    if (spec.form) body = { form: new URLSearchParams(queryOf(input)) };
    else if (spec.multipart) body = { form: multipartOf(input) };
    else if (spec.method !== 'GET') body = spec.encrypted && options.encryption === 'rsa-des' ? await encrypt(input) : { json: input };
    if (extra.headers || extra.randomEncryptionHeader)
      body.headers = { ...body.headers, ...extra.headers, ...(extra.randomEncryptionHeader ? await randomHeader() : {}) };
    let response: Response;
    try {
      response = await http(spec.path, {
        method: spec.method,
        context: { token: spec.token },
        ...(spec.method === 'GET' ? { searchParams: queryOf(input) } : {}),
        ...(body.json !== undefined ? { json: body.json } : {}),
        // A URLSearchParams body is sent as application/x-www-form-urlencoded, FormData as multipart/form-data.
        ...(body.form ? { body: body.form } : {}),
        ...(body.headers ? { headers: body.headers } : {}),
      });
    } catch (error) {
      if (isNetworkError(error) || isTimeoutError(error)) throw new GatewayError(NETWORK_ERROR, 'network link abnormal');
      throw error;
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(payload)) {
      // Some lottery gateways answer /lgw calls with a bare object (docs/gateway-contract.md).
      if (response.ok && spec.path.startsWith('/lgw') && payload !== undefined) return payload as ValueOf<S>;
      const error = new GatewayError(
        response.status === 401 ? 'login.not.session' : 'response.invalid',
        `the gateway answered HTTP ${response.status}`,
        null,
        response.status,
      );
      if (error.isSessionError) options.onSessionLost(error);
      throw error;
    }
    if (payload.success) return payload.value as ValueOf<S>;
    const error = new GatewayError(payload.errorCode ?? 'unknown', payload.message ?? '', payload.value ?? null, response.status);
    if (error.isSessionError) options.onSessionLost(error);
    throw error;
  }

  return { call };
}

/** GET parameters: absent values are left out, the rest sent as text. */
function queryOf(input: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null) query[key] = String(value);
  return query;
}
