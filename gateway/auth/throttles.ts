// The doors without a table of their own, and their limits (LIMITS), for store/throttle.ts.
import { LIMITS } from '../constants.ts';
import { GatewayError } from '../http/errors.ts';
import { retryAfter, type Throttle } from '../store/throttle.ts';

const HOUR = 3_600_000;
const tooMany = (code: string) => (waitMs: number) =>
  new GatewayError(code, `too many requests, ${retryAfter(waitMs)}`, { value: { retryAfterSeconds: Math.ceil(waitMs / 1000) } });

export const TRIALS_PER_CLIENT: Throttle = {
  scope: 'trial.client',
  limit: LIMITS.trialsPerClientPerHour,
  windowMs: HOUR,
  refusal: tooMany('trial.too.many.requests'),
};
export const TRIALS_PER_MERCHANT: Throttle = {
  scope: 'trial.merchant',
  limit: LIMITS.trialsPerMerchantPerHour,
  windowMs: HOUR,
  refusal: () => new GatewayError('function.not.available', 'free play is busy, try again later'),
};
export const RESET_MAILS_PER_ACCOUNT: Throttle = {
  scope: 'reset.account',
  limit: LIMITS.resetMailsPerAccountPerHour,
  windowMs: HOUR,
  refusal: tooMany('mail.too.many.requests'),
};
export const RESET_MAILS_PER_CLIENT: Throttle = {
  scope: 'reset.client',
  limit: LIMITS.resetMailsPerClientPerHour,
  windowMs: HOUR,
  refusal: tooMany('mail.too.many.requests'),
};
export const OLD_PASSWORD_TRIES: Throttle = {
  scope: 'password.old',
  limit: LIMITS.oldPasswordTries,
  windowMs: LIMITS.oldPasswordWindowMs,
  refusal: (waitMs) =>
    new GatewayError('password.too.many.tries', `too many wrong passwords, ${retryAfter(waitMs)}`, {
      value: { retryAfterSeconds: Math.ceil(waitMs / 1000) },
    }),
};
/** Guessing a member's payment password (withdrawals, payout accounts) pauses like the old password's. */
export const PAYMENT_PASSWORD_TRIES: Throttle = { ...OLD_PASSWORD_TRIES, scope: 'password.payment' };
/** Uploads per member: enough for every form that takes images, not for filling the disk. */
export const UPLOADS_PER_MEMBER: Throttle = {
  scope: 'upload.member',
  limit: 30,
  windowMs: HOUR,
  refusal: tooMany('upload.too.many.requests'),
};
/** Feedback per member: a conversation, not a flood for the operator to read. */
export const FEEDBACK_PER_MEMBER: Throttle = {
  scope: 'feedback.member',
  limit: 10,
  windowMs: HOUR,
  refusal: tooMany('feedback.too.many.requests'),
};
