import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal the client should see: becomes `{ success: false, errorCode, message, value }`. */
export class GatewayError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly value: Record<string, unknown> | null;
  constructor(code: string, message: string, options: { status?: ContentfulStatusCode; value?: Record<string, unknown> } = {}) {
    super(message);
    this.code = code;
    this.status = options.status ?? 200;
    this.value = options.value ?? null;
  }
}

/** The failure envelope. */
export function failure(code: string, message: string, value: Record<string, unknown> | null = null) {
  return { success: false as const, value, message, errorCode: code };
}

/** Shorthands for refusals that recur across calls. */
export const refuse = {
  notLoggedIn: () => new GatewayError('login.not.session', 'not logged in, please login', { status: 401 }),
  badToken: () => new GatewayError('user.or.token.invalid', 'the session has ended, please login again', { status: 401 }),
  disabled: (what: string) => new GatewayError('function.not.available', `${what} is not enabled for this merchant`),
  invalid: (message: string) => new GatewayError('request.invalid', message, { status: 400 }),
  trial: () => new GatewayError('in_need_true_account', 'a real account is needed for this'),
  notAgent: () => new GatewayError('agent.only', 'only agents may use the agent centre'),
};
