// Claims that pay a bonus (a mission, a promotion, a raffle prize) answer alike: what the claim
// paid and the main wallet's balance after, in major units; only real members claim.
import type { CallSpec, RequestOf, ValueOf } from '../../contract/call-spec.ts';
import type { Failure, Success } from '../../contract/generated/common.ts';
import { fromMinor } from '../../core/money.ts';
import { type CallContext, type CallRouter, realMember } from '../http/router.ts';

/** What a store's claim paid and the balance after (minor units). */
interface Paid {
  amount: number;
  balance: number;
}

/** Mounts a claim call: `claim` pays it for the signed-in real member, in the store's transaction. */
export function claimRoute<S extends CallSpec<{ request: unknown; response: Success<Paid> | Failure }>>(
  r: CallRouter,
  spec: S,
  claim: (ctx: CallContext<RequestOf<S>>, memberId: number) => Paid,
): void {
  r.call(spec, (ctx) => {
    const paid = claim(ctx, realMember(ctx).id);
    const major = (minor: number) => fromMinor(minor, ctx.tenant.config.currency.decimals);
    return { amount: major(paid.amount), balance: major(paid.balance) } as ValueOf<S>;
  });
}
