import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../constants.ts';
import { GatewayError } from '../http/errors.ts';
import { consumeSlider } from '../store/captcha.ts';

const HOUR = 3_600_000;

/** Who asks for a code without a session, and the slider answer the call carried. */
interface SmsAsker {
  merchant: string;
  client: string;
  number: string;
  sliderData: unknown;
  now: number;
}

/**
 * The SMS doors' slider rule: a client (IP) asks codes for its first numbers of the hour freely
 * (a person's own number, and one typo); each further new number needs a solved slider, which
 * stops a script cycling numbers (SMS pumping) short of the per-client cap. A code sent again to a
 * number the client already asked for needs none. Runs with no await before the send records
 * itself, so sends at once from one client each count the others.
 */
export function requireSliderForNewNumber(db: DatabaseSync, asker: SmsAsker): void {
  const { merchant, client, number, sliderData, now } = asker;
  const seen = db
    .prepare(
      'SELECT COUNT(DISTINCT number) AS numbers, COUNT(*) FILTER (WHERE number = ?) AS same FROM sms_sends WHERE merchant = ? AND client = ? AND at > ?',
    )
    .get(number, merchant, client, now - HOUR) as { numbers: number; same: number };
  if (seen.same > 0 || seen.numbers < LIMITS.smsNumbersPerClientWithoutSlider) return;
  if (typeof sliderData !== 'string' || sliderData.trim() === '')
    throw new GatewayError('captcha.slider.required', 'slide the piece into the gap first', { value: { slider: true } });
  if (!consumeSlider(db, merchant, client, sliderData, now))
    throw new GatewayError('captcha.slider.invalid', 'the piece was not in the gap: try the new picture', { value: { slider: true } });
}
