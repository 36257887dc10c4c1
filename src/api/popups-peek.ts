// The visitors' popup list, asked by boot.ts before React is loaded for them and read again by the
// popup store once it is: one request per page serves both.
import type { CallSpec } from '../../contract/call-spec.ts';
import type { AnnouncementsCall } from '../../contract/generated/home-announcements.ts';
import type { Announcement } from '../../contract/generated/common.ts';
import { liteGet, type LiteGateway } from './lite.ts';

/** generated/calls.ts's homeAnnouncements, restated for the same reason as STATUS_CALL (status.ts). */
export const ANNOUNCEMENTS_CALL: CallSpec<AnnouncementsCall> = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  token: false,
  encrypted: false,
};

let visitorList: Promise<Announcement[] | undefined> | undefined;

/** The popups for visitors (execution B), fetched once per page; undefined when the call failed. */
export function visitorPopups(gateway: LiteGateway): Promise<Announcement[] | undefined> {
  visitorList ??= liteGet(gateway, ANNOUNCEMENTS_CALL, { types: 'PU', platform: 'W', execution: 'B', language: gateway.language }).then(
    (value) => value?.popup,
  );
  return visitorList;
}
