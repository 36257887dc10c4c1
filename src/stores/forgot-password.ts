import { memberPasswordEmail, memberPasswordVerification, sessionLogin, verificationSmsNoLogin } from '../../contract/generated/calls.ts';
import { deviceId } from '../client/device-id.ts';
import { gateway } from '../api/page-client.ts';
import { startSession } from './session.ts';

/** Asks the gateway to mail a reset link for an account and the email on it (form-encoded call). */
export async function sendResetMail(username: string, email: string): Promise<void> {
  await gateway().call(memberPasswordEmail, { username, email });
}

/** Sends the SMS code for a reset by phone; resolves with the minutes it stays valid. */
export async function sendResetCode(mobileNum: string, countryDialingCode: string, sliderData?: string): Promise<number> {
  const { expiredMinutes } = await gateway().call(verificationSmsNoLogin, {
    mobileNum,
    countryDialingCode,
    ...(sliderData ? { sliderData } : {}),
  });
  return expiredMinutes;
}

/**
 * Sets a new password with the SMS code, then logs in with it at once (specification section 4:
 * a mobile reset logs the player in) and loads the member.
 */
export async function resetByPhone(request: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}): Promise<void> {
  const { username } = await gateway().call(memberPasswordVerification, request);
  const login = await gateway().call(sessionLogin, {
    username,
    password: request.newPassword,
    type: 'username',
    loginDeviceId: deviceId(),
  });
  await startSession(login);
}
