// Whether a visitor has popups waiting, asked by boot.ts before React is loaded for them.
import type { CallSpec } from './call-spec.ts';
import type { AnnouncementsCall } from './generated/home-announcements.ts';
import { liteGet, type LiteGateway } from './lite.ts';

/** generated/calls.ts's homeAnnouncements, restated for the same reason as STATUS_CALL (status.ts). */
export const ANNOUNCEMENTS_CALL: CallSpec<AnnouncementsCall> = { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', token: false, encrypted: false };

/** Number of popups for visitors (execution B); 0 on any failure. */
export async function visitorPopupCount(gateway: LiteGateway): Promise<number> {
  const value = await liteGet(gateway, ANNOUNCEMENTS_CALL, { types: 'PU', platform: 'W', execution: 'B', language: gateway.language });
  return value?.popup.length ?? 0;
}
