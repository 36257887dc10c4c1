import { t } from '../../client/t.ts';

/** What a deposit channel or a withdrawal costs, in words: "No fee", "Fee 1%", "Fee ₱ 10.00", "Fee 1% + ₱ 10.00". */
export function feeText(fee: { percent: number; fixed: number }, money: (major: number) => string): string {
  const percent = fee.percent ? String(fee.percent) : '';
  const fixed = fee.fixed ? money(fee.fixed) : '';
  if (percent && fixed) return t('island.deposit.feeBoth', { percent, fixed });
  if (percent) return t('island.deposit.feePercent', { percent });
  if (fixed) return t('island.deposit.feeFixed', { fixed });
  return t('island.deposit.noFee');
}
