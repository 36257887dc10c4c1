import type { DatabaseSync } from 'node:sqlite';

/** An identity asserted by the gateway's identity-provider pages. */
export interface SocialIdentity {
  provider: string;
  subject: string;
  email: string;
  name: string;
}

/** Stores a single-use authorization code for an identity and redirect URI. */
export function saveAuthCode(
  db: DatabaseSync,
  code: string,
  merchant: string,
  identity: SocialIdentity,
  redirectUri: string,
  expiresAt: number,
): void {
  db.prepare(
    'INSERT INTO oauth_codes (code, merchant, provider, subject, email, name, redirect_uri, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(code, merchant, identity.provider, identity.subject, identity.email, identity.name, redirectUri, expiresAt);
}

/** Uses up a code; null when unknown, used, expired, or issued for another merchant, provider or redirect URI. */
export function redeemAuthCode(
  db: DatabaseSync,
  code: string,
  merchant: string,
  provider: string,
  redirectUri: string,
  now: number,
): SocialIdentity | null {
  const row = db
    .prepare(
      'UPDATE oauth_codes SET used_at = ? WHERE code = ? AND used_at IS NULL RETURNING merchant, provider, subject, email, name, redirect_uri AS redirectUri, expires_at AS expiresAt',
    )
    .get(now, code) as (SocialIdentity & { merchant: string; redirectUri: string; expiresAt: number }) | undefined;
  if (!row || row.merchant !== merchant || row.provider !== provider || row.redirectUri !== redirectUri || row.expiresAt <= now)
    return null;
  return { provider: row.provider, subject: row.subject, email: row.email, name: row.name };
}

/** The account an identity is linked to, if any. */
export function linkedMember(db: DatabaseSync, merchant: string, identity: SocialIdentity): number | null {
  const row = db
    .prepare('SELECT member_id AS id FROM social_links WHERE merchant = ? AND provider = ? AND subject = ?')
    .get(merchant, identity.provider, identity.subject) as { id: number } | undefined;
  return row?.id ?? null;
}

/** Stores a ticket that lets the holder register or link the identity. */
export function saveTicket(db: DatabaseSync, ticket: string, merchant: string, identity: SocialIdentity, expiresAt: number): void {
  db.prepare('INSERT INTO social_tickets (ticket, merchant, provider, subject, email, name, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    ticket,
    merchant,
    identity.provider,
    identity.subject,
    identity.email,
    identity.name,
    expiresAt,
  );
}

/** Reads a live ticket; `consume` uses it up. */
export function readTicket(db: DatabaseSync, ticket: string, merchant: string, now: number, consume: boolean): SocialIdentity | null {
  const row = db
    .prepare(
      'SELECT merchant, provider, subject, email, name, expires_at AS expiresAt FROM social_tickets WHERE ticket = ? AND used_at IS NULL',
    )
    .get(ticket) as (SocialIdentity & { merchant: string; expiresAt: number }) | undefined;
  if (!row || row.merchant !== merchant || row.expiresAt <= now) return null;
  if (consume) db.prepare('UPDATE social_tickets SET used_at = ? WHERE ticket = ?').run(now, ticket);
  return { provider: row.provider, subject: row.subject, email: row.email, name: row.name };
}

/** Links an identity to an account for good: there is no unlink. Throws on a second link (constraint). */
export function linkIdentity(db: DatabaseSync, merchant: string, identity: SocialIdentity, memberId: number, now: number): void {
  db.prepare('INSERT INTO social_links (merchant, provider, subject, member_id, linked_at) VALUES (?, ?, ?, ?, ?)').run(
    merchant,
    identity.provider,
    identity.subject,
    memberId,
    now,
  );
}
