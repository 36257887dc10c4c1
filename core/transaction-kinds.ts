// What a member's transaction records call each kind of ledger movement, and the filters the
// records page offers: the gateway filters by these groups, the page names them.

/** The journal kinds of the ledger (gateway/store/*), by the group a member filters them by. */
export const TRANSACTION_GROUPS = {
  DEPOSIT: ['deposit'],
  WITHDRAWAL: ['withdrawal', 'withdrawal.release', 'withdrawal.refund'],
  TRANSFER: ['transfer', 'member.transfer'],
  BET: ['bet'],
  OTHER: ['opening', 'points.convert', 'points.redeem', 'points.refund', 'rebate', 'referral', 'mission', 'contract', 'bonus'],
} as const;

export type TransactionGroup = keyof typeof TRANSACTION_GROUPS;

/** The group of a journal kind; OTHER for a kind no group names. */
export function groupOf(kind: string): TransactionGroup {
  const found = (Object.entries(TRANSACTION_GROUPS) as Array<[TransactionGroup, readonly string[]]>).find(([, kinds]) =>
    kinds.includes(kind),
  );
  return found?.[0] ?? 'OTHER';
}
