// The doors without a table of their own, and their limits (LIMITS), for store/throttle.ts.
import { LIMITS } from '../constants.ts';
import { GatewayError } from '../http/errors.ts';
import { retryAfter, type Throttle } from '../store/throttle.ts';

const HOUR = 3_600_000;
const tooMany =
  (code: string, what = 'requests') =>
  (waitMs: number) =>
    new GatewayError(code, `too many ${what}, ${retryAfter(waitMs)}`, { value: { retryAfterSeconds: Math.ceil(waitMs / 1000) } });
/** `limit` an hour in `scope`; past it, refused with `code` and how long to wait. */
const perHour = (scope: string, limit: number, code: string): Throttle => ({ scope, limit, windowMs: HOUR, refusal: tooMany(code) });

export const TRIALS_PER_CLIENT = perHour('trial.client', LIMITS.trialsPerClientPerHour, 'trial.too.many.requests');
export const TRIALS_PER_MERCHANT: Throttle = {
  scope: 'trial.merchant',
  limit: LIMITS.trialsPerMerchantPerHour,
  windowMs: HOUR,
  refusal: () => new GatewayError('function.not.available', 'free play is busy, try again later'),
};
export const RESET_MAILS_PER_ACCOUNT = perHour('reset.account', LIMITS.resetMailsPerAccountPerHour, 'mail.too.many.requests');
export const RESET_MAILS_PER_CLIENT = perHour('reset.client', LIMITS.resetMailsPerClientPerHour, 'mail.too.many.requests');
export const OLD_PASSWORD_TRIES: Throttle = {
  scope: 'password.old',
  limit: LIMITS.oldPasswordTries,
  windowMs: LIMITS.oldPasswordWindowMs,
  refusal: tooMany('password.too.many.tries', 'wrong passwords'),
};
/** Guessing a member's payment password (withdrawals, payout accounts) pauses like the old password's. */
export const PAYMENT_PASSWORD_TRIES: Throttle = { ...OLD_PASSWORD_TRIES, scope: 'password.payment' };
/** Uploads per member: enough for every form that takes images, not for filling the disk. */
export const UPLOADS_PER_MEMBER = perHour('upload.member', 30, 'upload.too.many.requests');
/** Feedback per member: a conversation, not a flood for the operator to read. */
export const FEEDBACK_PER_MEMBER = perHour('feedback.member', 10, 'feedback.too.many.requests');
/** Told slider challenges (decision 0021): a script answers them without image matching, so they are counted. */
export const TOLD_SLIDERS_PER_CLIENT = perHour('captcha.told.client', LIMITS.toldSlidersPerClientPerHour, 'captcha.told.too.many.requests');
export const TOLD_SLIDERS_PER_MERCHANT = perHour(
  'captcha.told.merchant',
  LIMITS.toldSlidersPerMerchantPerHour,
  'captcha.told.too.many.requests',
);
