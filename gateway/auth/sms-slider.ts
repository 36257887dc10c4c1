import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { GatewayError } from '../http/errors.ts';
import type { Refusal } from '../refusal.ts';
import { consumeSlider } from '../store/captcha.ts';
import { decide } from '../store/db.ts';
import { type SmsRequest, trySmsCode } from '../store/sms.ts';

const HOUR = 3_600_000;

/**
 * Sends a code without a session (SMS login, set password, registration) under the SMS doors'
 * slider rule: a client (IP) asks codes for its first numbers of the hour freely (a person's own
 * number, and one typo); each further new number needs a solved slider, which stops a script
 * cycling numbers (SMS pumping) short of the per-client cap. A code sent again to a number the
 * client already asked for needs none. The rule, the SMS throttles and the send are one
 * transaction, so sends at once, from one gateway process or several, each count the others; a
 * slider answered wrong stays used up.
 */
export function sendSmsCodeBehindSlider(db: DatabaseSync, request: SmsRequest, sliderData: unknown): { expiredMinutes: number } {
  return decide(db, () => sliderRefusal(db, request, sliderData) ?? trySmsCode(db, request));
}

/** Why the slider rule holds this send back (inside the send's transaction), or null when it does not. */
function sliderRefusal(db: DatabaseSync, request: SmsRequest, sliderData: unknown): Refusal | null {
  const { merchant, client, number, now } = request;
  const seen = db
    .prepare(
      'SELECT COUNT(DISTINCT number) AS numbers, COUNT(*) FILTER (WHERE number = ?) AS same FROM sms_sends WHERE merchant = ? AND client = ? AND at > ?',
    )
    .get(number, merchant, client, now - HOUR) as { numbers: number; same: number };
  if (seen.same > 0 || seen.numbers < LIMITS.smsNumbersPerClientWithoutSlider) return null;
  if (typeof sliderData !== 'string' || sliderData.trim() === '')
    return new GatewayError('captcha.slider.required', 'slide the piece into the gap first', { value: { slider: true } });
  if (!consumeSlider(db, merchant, client, sliderData, now))
    return new GatewayError('captcha.slider.invalid', 'the piece was not in the gap: try the new picture', { value: { slider: true } });
  return null;
}
