/** Error codes that mean the session is gone (docs/gateway-contract.md, "Errors"). */
const SESSION_ERRORS: ReadonlySet<string> = new Set(['login.not.session', 'user.or.token.invalid']);

/** The network or the gateway could not be reached (specification: "network link abnormal"). */
export const NETWORK_ERROR = 'network.link.abnormal';

/**
 * A refused or failed gateway call: the gateway's errorCode and message, the value it sent with
 * the refusal (e.g. `{ captcha: true }`) and the i18n key to show.
 */
export class GatewayError extends Error {
  readonly errorCode: string;
  readonly value: unknown;
  readonly status: number | undefined;

  constructor(errorCode: string, message: string, value: unknown = null, status?: number) {
    super(message || errorCode);
    this.name = 'GatewayError';
    this.errorCode = errorCode;
    this.value = value;
    this.status = status;
  }

  /** The UI message key: `error.<errorCode>`; unknown codes show the server's message instead. */
  get messageKey(): string {
    return `error.${this.errorCode}`;
  }

  /** Whether this error means the session is gone. */
  get isSessionError(): boolean {
    return this.status === 401 || SESSION_ERRORS.has(this.errorCode);
  }
}
