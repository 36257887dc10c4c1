import { GatewayError } from '../api/errors.ts';
import { t } from './t.ts';
import { pageMessages } from './page-data.ts';

/**
 * What to tell the player about a failed call: our words for codes we know (with the wait a
 * throttle names, `{{minutes}}`), else the gateway's.
 */
export function errorText(error: unknown): string {
  if (error instanceof GatewayError) {
    const wait = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (error.messageKey in pageMessages()) return t(error.messageKey, typeof wait === 'number' ? { minutes: Math.max(1, Math.ceil(wait / 60)) } : {});
    if (error.message && error.message !== error.errorCode) return error.message;
  }
  return t('error.unknown');
}

/** A gateway's refusal as the forms branch on it: its code and the value sent with it; null for any other failure. */
export function refusal(error: unknown): { code: string; value: Record<string, unknown> } | null {
  if (!(error instanceof GatewayError)) return null;
  const value = typeof error.value === 'object' && error.value !== null ? (error.value as Record<string, unknown>) : {};
  return { code: error.errorCode, value };
}
