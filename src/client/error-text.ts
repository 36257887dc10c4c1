import { GatewayError } from '../api/errors.ts';
import { t } from './t.ts';
import { pageConfig, pageMessages } from './page-data.ts';

/** What a throttle's refusal says of its wait, as message values: `{{minutes}}`, and `{{time}}` when it ends. */
function waitValues(value: unknown): Record<string, string | number> {
  const { retryAfterSeconds: wait, lockedUntil: until } = (value ?? {}) as { retryAfterSeconds?: unknown; lockedUntil?: unknown };
  return {
    ...(typeof wait === 'number' ? { minutes: Math.max(1, Math.ceil(wait / 60)) } : {}),
    ...(typeof until === 'number'
      ? { time: new Intl.DateTimeFormat(document.documentElement.lang, { hour: '2-digit', minute: '2-digit' }).format(until) }
      : {}),
  };
}

/** What a player-protection refusal says: `{{limit}}` and `{{left}}` as money, `{{resetsAt}}` and `{{until}}` as a date and time. */
function protectionValues(value: unknown): Record<string, string> {
  const lang = document.documentElement.lang;
  const { symbol, decimals } = pageConfig().currency;
  const amount = new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const values: Record<string, string> = {};
  for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (typeof v !== 'number') continue;
    if (key === 'limit' || key === 'left') values[key] = `${symbol}\u00a0${amount.format(v)}`;
    if (key === 'resetsAt' || key === 'until') values[key] = when.format(v);
  }
  return values;
}

/** A refusal's plain values (feedback.words' min, max and words) as message values. */
function plainValues(value: unknown): Record<string, string | number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1])),
  );
}

/** What a field rule's refusal (reg_pattern_<id>) says of the rule, as message values: `{{min}}` and `{{max}}`. */
function fieldValues(value: unknown): Record<string, number> {
  const { params } = (value ?? {}) as { params?: { min?: unknown; max?: unknown } };
  return typeof params?.min === 'number' && typeof params.max === 'number' ? { min: params.min, max: params.max } : {};
}

/**
 * What to tell the player about a failed call: our words for codes we know (with the wait a
 * throttle names, or the rule a field broke), else the gateway's.
 */
export function errorText(error: unknown): string {
  if (error instanceof GatewayError) {
    if (error.messageKey in pageMessages())
      return t(error.messageKey, {
        ...plainValues(error.value),
        ...fieldValues(error.value),
        ...waitValues(error.value),
        ...protectionValues(error.value),
      });
    // A field rule's refusal names the rule's message (reg_pattern_<id>, input_cannot_empty), as registration words it.
    const rule = (error.value as { key?: unknown } | null)?.key;
    if (typeof rule === 'string' && rule in pageMessages()) return t(rule, fieldValues(error.value));
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
