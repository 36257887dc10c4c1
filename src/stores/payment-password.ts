// The payment password that withdrawals, payout accounts and transfers to other members take.
import { memberPaymentPassword } from '../../contract/generated/calls.ts';
import { gateway } from '../api/page-client.ts';

/** Sets the payment password (once), proven by the login password. Throws the gateway's refusal. */
export async function setPaymentPassword(password: string, paymentPassword: string, confirmPaymentPassword: string): Promise<void> {
  await gateway().call(memberPaymentPassword, { password, paymentPassword, confirmPaymentPassword });
}

/** What proves a change: the current payment password, or the login password. */
export type PaymentPasswordProof = { oldPaymentPassword: string } | { password: string };

/** Changes the payment password. Throws the gateway's refusal. */
export async function changePaymentPassword(
  proof: PaymentPasswordProof,
  paymentPassword: string,
  confirmPaymentPassword: string,
): Promise<void> {
  await gateway().call(memberPaymentPassword, {
    ...('password' in proof ? { password: proof.password, change: true } : proof),
    paymentPassword,
    confirmPaymentPassword,
  });
}
