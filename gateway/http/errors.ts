import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { disabled, Refusal } from '../refusal.ts';

/** A refusal of the HTTP layer itself, with its own status (401 for a lost session, 400 for a bad request). */
export class GatewayError extends Refusal {
  readonly status: ContentfulStatusCode;
  constructor(code: string, message: string, options: { status?: ContentfulStatusCode; value?: Record<string, unknown> } = {}) {
    super(code, message, options);
    this.status = options.status ?? 200;
  }
}

/** The HTTP status of a store's refusal by its code (the envelope answers 200 unless listed here). */
const STATUS_OF_CODE: Readonly<Record<string, ContentfulStatusCode>> = { 'request.id.reused': 409 };

/** The HTTP status a refusal answers with: the one place a domain refusal becomes HTTP. */
export function statusOf(refusal: Refusal): ContentfulStatusCode {
  return refusal instanceof GatewayError ? refusal.status : (STATUS_OF_CODE[refusal.code] ?? 200);
}

/** The failure envelope. */
export function failure(code: string, message: string, value: Record<string, unknown> | null = null) {
  return { success: false as const, value, message, errorCode: code };
}

/** Shorthands for refusals that recur across calls. */
export const refuse = {
  notLoggedIn: () => new GatewayError('login.not.session', 'not logged in, please login', { status: 401 }),
  badToken: () => new GatewayError('user.or.token.invalid', 'the session has ended, please login again', { status: 401 }),
  disabled,
  invalid: (message: string) => new GatewayError('request.invalid', message, { status: 400 }),
  trial: () => new GatewayError('in_need_true_account', 'a real account is needed for this'),
  notAgent: () => new GatewayError('agent.only', 'only agents may use the agent centre'),
};
