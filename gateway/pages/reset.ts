import type { Hono } from 'hono';
import type { Gateway, GatewayEnv } from '../context.ts';
import { hashPassword } from '../crypto/password.ts';
import { hashToken } from '../crypto/tokens.ts';
import { checkRule } from '../auth/registration.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from '../store/db.ts';
import { findById, setPassword } from '../store/members.ts';
import { revokeAllSessions } from '../store/sessions.ts';
import { html } from 'hono/html';
import { page } from './html.ts';

/** The page the forgot-by-email mail links to: a single-use form that sets a new password. */
export function resetPages(app: Hono<GatewayEnv>, gw: Gateway): void {
  const lookup = (token: string) => {
    const row = gw.db
      .prepare('SELECT member_id AS memberId, expires_at AS expiresAt, used_at AS usedAt FROM reset_tokens WHERE token_hash = ?')
      .get(hashToken(token)) as { memberId: number; expiresAt: number; usedAt: number | null } | undefined;
    return row && row.usedAt === null && row.expiresAt > gw.clock() ? row : null;
  };
  const form = (
    token: string,
    merchant: string,
    error = '',
  ) => html`<h1>Set a new password</h1>${error ? html`<p role="alert">${error}</p>` : ''}
<form method="post"><input type="hidden" name="token" value="${token}"><input type="hidden" name="merchant" value="${merchant}">
<label for="p">New password</label><input id="p" name="password" type="password" required maxlength="100"><button type="submit">Save</button></form>`;

  app.get('/wps/member/password/reset', (c) => {
    const token = c.req.query('token') ?? '';
    if (!lookup(token))
      return page(c, 'Link expired', html`<h1>This link has expired or was used</h1><p>Ask for a new one from the login window.</p>`, 400);
    return page(c, 'Set a new password', form(token, c.req.query('merchant') ?? ''));
  });

  app.post('/wps/member/password/reset', async (c) => {
    // A body that is no form (broken multipart, wrong type) is the client's error: 400, never a 500.
    const body = await c.req.parseBody().catch(() => null);
    if (!body) return page(c, 'Bad request', html`<h1>The form could not be read</h1><p>Open the link from the mail again.</p>`, 400);
    const token = typeof body['token'] === 'string' ? body['token'] : '';
    const password = typeof body['password'] === 'string' ? body['password'] : '';
    const merchant = typeof body['merchant'] === 'string' ? body['merchant'] : '';
    const row = lookup(token);
    const member = row ? findById(gw.db, row.memberId) : null;
    const tenant = member ? gw.tenants.get(member.merchant) : undefined;
    const expired = () => page(c, 'Link expired', html`<h1>This link has expired or was used</h1>`, 400);
    if (!row || !member || !tenant) return expired();
    try {
      checkRule('password', password, {
        ...(tenant.config.registration.fields.password ?? { enabled: true, patternId: 'ANY', minLength: 6, maxLength: 30 }),
        required: true,
      });
    } catch (error) {
      if (error instanceof Refusal) return page(c, 'Set a new password', form(token, merchant, error.message), 400);
      throw error;
    }
    // The link is used up before the new password is hashed: of forms sent at once, one sets it.
    const now = gw.clock();
    const claim = gw.db
      .prepare('UPDATE reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
      .run(now, hashToken(token), now);
    if (claim.changes !== 1) return expired();
    const hash = await hashPassword(password);
    transaction(gw.db, () => {
      setPassword(gw.db, member.id, hash, gw.clock());
      revokeAllSessions(gw.db, member.id, gw.clock());
    });
    return page(c, 'Password saved', html`<h1>Password saved</h1><p>You can log in with the new password now.</p>`);
  });
}
