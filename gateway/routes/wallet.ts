// The member's wallets on the ledger (gateway/store/ledger.ts): balances, whether the merchant
// keeps one wallet, and transfers between the main wallet and vendor wallets.
import { walletBalance, walletMerchant, walletTransfer } from '../../contract/generated/calls.ts';
import type { WalletBalance } from '../../contract/generated/common.ts';
import { exactMinor, fromMinor, MAIN_WALLET } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import { realMember, signedIn, type CallRouter } from '../http/router.ts';
import type { DatabaseSync } from 'node:sqlite';
import { balanceOf, post, vendorBalances } from '../store/ledger.ts';
import { checkLossLimit, refuseOnBreak } from '../store/protection.ts';

/** The vendors a merchant's members have wallets for: every vendor of its products (none when single-wallet). */
function walletVendors(tenant: Tenant): string[] {
  if (tenant.config.wallet.single) return [];
  return [...new Set(tenant.config.products.flatMap((p) => p.vendors))].sort();
}

/** Every wallet of a member in minor units: main first, then each vendor's. */
function walletsMinor(db: DatabaseSync, tenant: Tenant, memberId: number): Array<{ vendor?: string; minor: number }> {
  const used = vendorBalances(db, tenant.code, memberId);
  return [
    { minor: balanceOf(db, tenant.code, memberId) },
    ...walletVendors(tenant).map((vendor) => ({ vendor, minor: used.get(vendor) ?? 0 })),
  ];
}

/** Wallets in minor units as the balance call lists them, in major units. */
function asListed(wallets: Array<{ vendor?: string; minor: number }>, decimals: number): WalletBalance[] {
  return wallets.map(({ vendor, minor }) =>
    vendor
      ? { accountTypeId: 1, vendor, availBalance: fromMinor(minor, decimals) }
      : { accountTypeId: 0, availBalance: fromMinor(minor, decimals) },
  );
}

export function walletRoutes(r: CallRouter): void {
  r.call(walletBalance, (ctx) => {
    const { gw, tenant } = ctx;
    const { code, symbol, decimals } = tenant.config.currency;
    const wallets = walletsMinor(gw.db, tenant, signedIn(ctx).id);
    const total = wallets.reduce((sum, wallet) => sum + wallet.minor, 0);
    return { sumBalance: fromMinor(total, decimals), balance: asListed(wallets, decimals), currency: code, currencySymbol: symbol };
  });

  r.call(walletMerchant, ({ tenant }) => ({ isSingle: tenant.config.wallet.single }));

  r.call(walletTransfer, (ctx) => {
    const { gw, tenant, input } = ctx;
    const member = realMember(ctx);
    if (tenant.config.wallet.single) throw refuse.disabled('vendor wallets');
    const vendors = walletVendors(tenant);
    const wallet = (name: string) => {
      if (name === MAIN_WALLET) return { memberId: member.id };
      if (!vendors.includes(name))
        throw new GatewayError('wallet.unknown', `${name} is not a wallet of this merchant: MAIN or one of ${vendors.join(', ')}`);
      return { memberId: member.id, vendor: name };
    };
    if (input.from === input.to) throw new GatewayError('wallet.same', 'from and to are the same wallet');
    const [from, to] = [wallet(input.from), wallet(input.to)];
    const amount = exactMinor(input.amount, tenant.config.currency.decimals);
    if (amount === undefined || amount <= 0) {
      throw new GatewayError(
        'wallet.amount.invalid',
        `the amount must be above 0 with at most ${tenant.config.currency.decimals} decimal places`,
      );
    }
    const now = gw.clock();
    return post(
      gw.db,
      {
        merchant: tenant.code,
        requester: `member:${member.id}`,
        requestId: input.requestId,
        kind: 'transfer',
        memberId: member.id,
        fingerprint: `transfer ${input.from} ${input.to} ${amount}`,
        legs: [
          { account: from, amount: -amount },
          { account: to, amount },
        ],
        now,
        // Into a game wallet is a step towards play: a break or a spent loss limit stops it. Back to MAIN
        // never is. Checked in the transaction that moves the money, so a break taken or a loss settled
        // by another gateway process meanwhile is seen.
        allowed: () => {
          if (!('vendor' in to)) return;
          refuseOnBreak(gw.db, member.id, now);
          checkLossLimit(gw.db, tenant, member.id, 0, now);
        },
      },
      (transactionId) => ({ transactionId, balance: asListed(walletsMinor(gw.db, tenant, member.id), tenant.config.currency.decimals) }),
    );
  });
}
