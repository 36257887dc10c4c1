// VIP ranks (migrations/024_vip.sql): each merchant's ranks, the valid bet in all that reaches
// each, and what each gives: an upgrade bonus paid once on reaching it (through the bonus core),
// a better points conversion (store/points.ts) and extra withdrawals a day
// (store/withdrawals.ts). A member's rank rises in the transaction of the bet that crosses a
// threshold, past as many ranks as it crosses, each rank's bonus once; it never falls.
import type { DatabaseSync } from 'node:sqlite';
import type { VipRank as WireVipRank } from '../../contract/generated/member-vip.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { gatewayTitle } from '../stored-titles.ts';
import { grantBonus, MAX_TURNOVER_MULTIPLE } from './bonuses.ts';
import type { LocalizedText } from './localized-text.ts';
import { transaction } from './db.ts';
import { TRIAL_TYPE } from './members.ts';
import { notify } from './messages.ts';
import { allRows, rowShape } from './rows.ts';

const VIP_RANK = rowShape<VipRank>('VIP_RANK', {
  level: true,
  label: true,
  threshold: true,
  upgradeBonus: true,
  turnoverMultiple: true,
  pointsBonusPercent: true,
  extraWithdrawals: true,
});

/** A rank and its benefits: the wire's shape (the member-vip call), with threshold and upgrade bonus in minor units here. */
export type VipRank = WireVipRank;

const COLUMNS = `level, label, threshold, upgrade_bonus AS upgradeBonus, turnover_multiple AS turnoverMultiple,
  points_bonus_percent AS pointsBonusPercent, extra_withdrawals AS extraWithdrawals`;

/**
 * The reference ladder's names (seed/vip.ts) in every language the sites carry, so a Vietnamese
 * page reads "Vàng", not "Gold". A name an operator gave (`vip set --label`) that is not
 * one of these is the operator's own word, shown as written to every reader.
 */
const LADDER_NAMES: Readonly<Record<string, LocalizedText>> = {
  Member: { EN: 'Member', TY: 'Miyembro', VI: 'Thành viên' },
  Bronze: { EN: 'Bronze', TY: 'Bronze', VI: 'Đồng' },
  Silver: { EN: 'Silver', TY: 'Silver', VI: 'Bạc' },
  Gold: { EN: 'Gold', TY: 'Gold', VI: 'Vàng' },
  Platinum: { EN: 'Platinum', TY: 'Platinum', VI: 'Bạch kim' },
  Diamond: { EN: 'Diamond', TY: 'Diamond', VI: 'Kim cương' },
};

/** A rank's name in every language: the reference ladder's translations, else the operator's word for all. */
function rankNames(label: string): LocalizedText {
  return LADDER_NAMES[label] ?? { '*': label };
}

/** A rank's name in a reader's language (the label as written where it has no translation). */
export function rankName(label: string, language: string): string {
  return LADDER_NAMES[label]?.[language] ?? label;
}

/** Level 0 where a merchant has no ranks: no label, no benefit. */
const NO_RANK: VipRank = {
  level: 0,
  label: '',
  threshold: 0,
  upgradeBonus: 0,
  turnoverMultiple: 0,
  pointsBonusPercent: 0,
  extraWithdrawals: 0,
};

/** A merchant's ranks, lowest first. */
export function vipRanks(db: DatabaseSync, merchant: string): VipRank[] {
  return allRows(db.prepare(`SELECT ${COLUMNS} FROM vip_ranks WHERE merchant = ? ORDER BY level`), VIP_RANK, merchant);
}

/** One rank of a merchant (level 0 without benefits where it has none). */
export function vipRank(db: DatabaseSync, merchant: string, level: number): VipRank {
  return (
    (db.prepare(`SELECT ${COLUMNS} FROM vip_ranks WHERE merchant = ? AND level = ?`).get(merchant, level) as VipRank | undefined) ?? NO_RANK
  );
}

/** A member's rank and valid bet in all (minor units). */
export function vipStanding(db: DatabaseSync, memberId: number): { level: number; validBet: number } {
  return (
    (db.prepare('SELECT vip_level AS level, vip_valid_bet AS validBet FROM members WHERE id = ?').get(memberId) as
      | { level: number; validBet: number }
      | undefined) ?? { level: 0, validBet: 0 }
  );
}

/** The ranks a member at `level` with `validBet` in all has reached and not had yet, lowest first. */
function reachedRanks(db: DatabaseSync, merchant: string, level: number, validBet: number): VipRank[] {
  return allRows(
    db.prepare(`SELECT ${COLUMNS} FROM vip_ranks WHERE merchant = ? AND level > ? AND threshold <= ? ORDER BY level`),
    VIP_RANK,
    merchant,
    level,
    validBet,
  );
}

/**
 * Counts a settled bet's valid bet towards the member's rank (inside the bet's transaction) and
 * promotes them past every threshold it crosses: each rank reached pays its upgrade bonus once
 * (request id `vip:<member>:<level>`, requester 'system') and the member gets one message naming
 * the rank they reached. Trial accounts have no rank.
 */
export function promoteVip(db: DatabaseSync, tenant: Tenant, memberId: number, validBet: number, now: number): void {
  if (validBet <= 0) return;
  const row = db
    .prepare(
      'UPDATE members SET vip_valid_bet = vip_valid_bet + ? WHERE id = ? AND type != ? RETURNING vip_level AS level, vip_valid_bet AS validBet',
    )
    .get(validBet, memberId, TRIAL_TYPE) as { level: number; validBet: number } | undefined;
  if (!row) return;
  const reached = reachedRanks(db, tenant.code, row.level, row.validBet);
  const top = reached.at(-1);
  if (!top) return;
  for (const rank of reached) payUpgrade(db, tenant.code, memberId, rank, now);
  db.prepare('UPDATE members SET vip_level = ? WHERE id = ?').run(top.level, memberId);
  notify(db, {
    memberId,
    kind: 'vip.promoted',
    params: { level: top.level, label: rankNames(top.label) },
    title: 'VIP rank reached',
    body: `Your valid bets took you to VIP ${top.label} (level ${top.level}).`,
    now,
  });
}

/** Pays a rank's upgrade bonus (none when it has none), once per member and rank. */
function payUpgrade(db: DatabaseSync, merchant: string, memberId: number, rank: VipRank, now: number): void {
  if (rank.upgradeBonus <= 0) return;
  const requestId = `vip:${memberId}:${rank.level}`;
  grantBonus(
    db,
    {
      merchant,
      memberId,
      amount: rank.upgradeBonus,
      turnoverMultiple: rank.turnoverMultiple,
      source: 'vip',
      title: gatewayTitle('bonus.vip', (language) => ({ label: rankName(rank.label, language) })),
      requester: 'system',
      requestId,
      fingerprint: requestId,
      now,
    },
    () => null,
  );
}

/**
 * Ranks every real member of a merchant from their valid bet in all, without upgrade bonuses or
 * messages: the seed's way to rank a history placed before the ranks existed.
 */
export function rankFromHistory(db: DatabaseSync, merchant: string): void {
  db.prepare(
    `UPDATE members SET vip_level = IFNULL((SELECT MAX(level) FROM vip_ranks r WHERE r.merchant = members.merchant AND r.threshold <= members.vip_valid_bet), 0)
     WHERE merchant = ? AND type != ?`,
  ).run(merchant, TRIAL_TYPE);
}

/**
 * Writes one rank (the seed's, or an operator's), refusing with vip.rank.invalid a rank that
 * breaks the ladder: level 0 starts at 0 and pays nothing, levels follow one another without a
 * gap, and each threshold is above the one below and under the one above.
 */
export function setVipRank(db: DatabaseSync, merchant: string, rank: VipRank): void {
  const invalid = (why: string) => new Refusal('vip.rank.invalid', why);
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (![rank.level, rank.threshold, rank.upgradeBonus, rank.turnoverMultiple, rank.pointsBonusPercent, rank.extraWithdrawals].every(whole))
    throw invalid('level, threshold, bonus, turnover, points percent and withdrawals are whole numbers, 0 or more');
  const label = rank.label.trim();
  if (!label || label.length > 30) throw invalid('the label is 1 to 30 characters');
  if (rank.level === 0 && (rank.threshold !== 0 || rank.upgradeBonus !== 0))
    throw invalid('level 0 is where every member starts: threshold 0 and no upgrade bonus');
  if (rank.pointsBonusPercent > 1_000) throw invalid('the points bonus is at most 1000 percent');
  if (rank.extraWithdrawals > 100) throw invalid('at most 100 extra withdrawals a day');
  // grantBonus refuses more, and a promotion that cannot pay would refuse the bet that earned it.
  if (rank.turnoverMultiple > MAX_TURNOVER_MULTIPLE) throw invalid(`the turnover multiple is at most ${MAX_TURNOVER_MULTIPLE}`);
  transaction(db, () => {
    const ranks = vipRanks(db, merchant);
    const below = ranks.find((r) => r.level === rank.level - 1);
    const above = ranks.find((r) => r.level === rank.level + 1);
    if (rank.level > 0 && !below) throw invalid(`set level ${rank.level - 1} first: levels follow one another`);
    if (below && rank.level > 0 && rank.threshold <= below.threshold) throw invalid(`the threshold must be above level ${below.level}'s`);
    if (above && rank.threshold >= above.threshold) throw invalid(`the threshold must be under level ${above.level}'s`);
    db.prepare(
      `INSERT INTO vip_ranks (merchant, level, label, threshold, upgrade_bonus, turnover_multiple, points_bonus_percent, extra_withdrawals)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (merchant, level) DO UPDATE SET label = excluded.label, threshold = excluded.threshold, upgrade_bonus = excluded.upgrade_bonus,
         turnover_multiple = excluded.turnover_multiple, points_bonus_percent = excluded.points_bonus_percent, extra_withdrawals = excluded.extra_withdrawals`,
    ).run(
      merchant,
      rank.level,
      label,
      rank.threshold,
      rank.upgradeBonus,
      rank.turnoverMultiple,
      rank.pointsBonusPercent,
      rank.extraWithdrawals,
    );
  });
}
