import { t } from '../client/t.ts';

/** A username and password read from a login form, and which of them are missing. */
export interface Credentials {
  username: string;
  password: string;
  missing: Partial<Record<'username' | 'password', string>>;
}

/** Reads the username (trimmed) and password of a login form; empty ones are "cannot be empty". */
export function readCredentials(form: HTMLFormElement): Credentials {
  const data = new FormData(form);
  const username = String(data.get('username') ?? '').trim();
  const password = String(data.get('password') ?? '');
  const missing: Credentials['missing'] = {};
  if (!username) missing.username = t('input_cannot_empty');
  if (!password) missing.password = t('input_cannot_empty');
  return { username, password, missing };
}
