// Refusals by the gateway's rules: the stores raise them without knowing how they travel. The HTTP
// layer (http/errors.ts) maps one to the envelope's errorCode and its HTTP status in one place; the
// operator's CLI says its message on stderr.

/** A rule said no: the code the caller is told, a message, and details for the caller (`value`). */
export class Refusal extends Error {
  readonly code: string;
  readonly value: Record<string, unknown> | null;
  constructor(code: string, message: string, options: { value?: Record<string, unknown> } = {}) {
    super(message);
    this.code = code;
    this.value = options.value ?? null;
  }
}

/** A feature the merchant has not turned on. */
export const disabled = (what: string): Refusal => new Refusal('function.not.available', `${what} is not enabled for this merchant`);
