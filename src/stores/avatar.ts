import { atom } from 'nanostores';
import { memberIcon } from '../../contract/generated/calls.ts';
import { pageConfig } from '../client/page-data.ts';
import { gateway } from '../api/page-client.ts';

/** The member's avatar image address; null until loaded, or when it failed (the initial shows). */
export const $avatarUrl = atom<string | null>(null);

/** Loads the avatar address (root-relative paths are the gateway's). */
export async function loadAvatar(): Promise<void> {
  const { iconUrl } = await gateway().call(memberIcon, {});
  $avatarUrl.set(iconUrl.startsWith('/') ? `${pageConfig().gateway.baseUrl}${iconUrl}` : iconUrl);
}

/** The image did not load: fall back to the initial for the rest of the page's life. */
export function avatarFailed(): void {
  $avatarUrl.set(null);
}
