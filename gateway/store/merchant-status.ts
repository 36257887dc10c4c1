import type { DatabaseSync } from 'node:sqlite';

/** System status an operator sets with the CLI. */
export type MerchantStatus = 'normal' | 'maintenance' | 'restricted';

/** The merchant's status (normal when never set). */
export function getStatus(db: DatabaseSync, merchant: string): MerchantStatus {
  const row = db.prepare('SELECT status FROM merchant_status WHERE merchant = ?').get(merchant) as { status: MerchantStatus } | undefined;
  return row?.status ?? 'normal';
}

/** Sets the merchant's status. */
export function setStatus(db: DatabaseSync, merchant: string, status: MerchantStatus): void {
  db.prepare(
    'INSERT INTO merchant_status (merchant, status) VALUES (?, ?) ON CONFLICT (merchant) DO UPDATE SET status = excluded.status',
  ).run(merchant, status);
}

/** Blocks one IP for a merchant (region restriction for that caller). */
export function restrictIp(db: DatabaseSync, merchant: string, ip: string): void {
  db.prepare('INSERT OR IGNORE INTO restricted_ips (merchant, ip) VALUES (?, ?)').run(merchant, ip);
}

/** Lifts one IP's restriction for a merchant; answers whether it was restricted. */
export function unrestrictIp(db: DatabaseSync, merchant: string, ip: string): boolean {
  return db.prepare('DELETE FROM restricted_ips WHERE merchant = ? AND ip = ?').run(merchant, ip).changes > 0;
}

/** Whether an IP is blocked for a merchant. */
export function isIpRestricted(db: DatabaseSync, merchant: string, ip: string): boolean {
  return db.prepare('SELECT 1 FROM restricted_ips WHERE merchant = ? AND ip = ?').get(merchant, ip) !== undefined;
}
