// Phone sign-up through a third-party authentication service (tenant registration.phoneAuth): the
// adapter a provider implements, and the reference provider the reference gateway serves. The
// register form asks the provider for the code and the id token instead of the platform's SMS call.
import { phoneAuthConfirm, phoneAuthStart } from '../../contract/generated/calls.ts';
import { GatewayError } from '../api/errors.ts';
import { gateway } from '../api/page-client.ts';
import { t } from '../client/t.ts';

/** A phone-authentication provider: start a verification (a code goes to the number), then trade the code for an id token. */
export interface PhoneAuthProvider {
  /** The SMS route register-mobile is told (its firebaseChannel). */
  readonly channel: 'sms';
  /** Sends the code, with a solved slider once one is asked; resolves with the minutes it stays valid. */
  start(mobileNo: string, countryDialingCode: string, sliderData?: string): Promise<number>;
  /** Confirms the code; resolves with the id token register-mobile takes as firebaseIdToken. */
  confirm(mobileNo: string, code: string): Promise<string>;
}

/** The provider failures the specification names, whatever a provider calls them. */
type ProviderProblem = 'popupClosed' | 'popupBlocked' | 'invalidCaptcha' | 'quota' | 'notEnabled';

/** A provider's failure, shown in the page's language (phoneAuthErrorText). */
class PhoneAuthError extends Error {
  readonly problem: ProviderProblem;
  constructor(problem: ProviderProblem) {
    super(problem);
    this.problem = problem;
  }
}

// The reference provider's refusals that are provider failures; the rest (a wrong code, a taken
// number, the slider asked for) stay the gateway's own, which the forms already show.
const REFERENCE_PROBLEMS: Record<string, ProviderProblem> = {
  'function.not.enabled': 'notEnabled',
  'sms.quota.insufficient': 'quota',
  'phone.auth.popup.closed': 'popupClosed',
  'phone.auth.popup.blocked': 'popupBlocked',
  'phone.auth.captcha.invalid': 'invalidCaptcha',
};

async function asProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const problem = error instanceof GatewayError ? REFERENCE_PROBLEMS[error.errorCode] : undefined;
    throw problem ? new PhoneAuthError(problem) : error;
  }
}

const referenceProvider: PhoneAuthProvider = {
  channel: 'sms',
  start: (mobileNo, countryDialingCode, sliderData) =>
    asProvider(async () => {
      const request = { mobileNo, countryDialingCode, ...(sliderData ? { sliderData } : {}) };
      return (await gateway().call(phoneAuthStart, request)).expiredMinutes;
    }),
  confirm: (mobileNo, code) => asProvider(async () => (await gateway().call(phoneAuthConfirm, { mobileNo, code })).idToken),
};

/** The provider a merchant proves numbers with, or null for the platform's own SMS code. */
export function phoneAuthProvider(kind: 'platform' | 'reference'): PhoneAuthProvider | null {
  return kind === 'reference' ? referenceProvider : null;
}

/** A provider failure's text in the page's language, or null for any other error. */
export function phoneAuthErrorText(error: unknown): string | null {
  return error instanceof PhoneAuthError ? t(`island.phoneAuth.error.${error.problem}`) : null;
}
