// The payment password that withdrawals, payout accounts and transfers to other members take.
import { memberPaymentPassword } from '../contract/generated/calls.ts';
import { gateway } from '../api/page-client.ts';

/** Sets the payment password (once), proven by the login password. Throws the gateway's refusal. */
export async function setPaymentPassword(password: string, paymentPassword: string, confirmPaymentPassword: string): Promise<void> {
  await gateway().call(memberPaymentPassword, { password, paymentPassword, confirmPaymentPassword });
}
