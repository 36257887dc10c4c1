// The system-status check every page runs first, over the tiny GET of lite.ts (no ky, no React).
import type { CallSpec } from '../../contract/call-spec.ts';
import type { SystemStatusCall, SystemStatusValue } from '../../contract/generated/system-status.ts';
import { liteGet, type LiteGateway } from './lite.ts';

/**
 * generated/calls.ts's systemStatus, restated (a test keeps them equal): importing that module here
 * would put every call's spec into the script of every static page, as the islands share it.
 */
export const STATUS_CALL: CallSpec<SystemStatusCall> = { method: 'GET', path: '/wps/system/status', token: false, encrypted: false };

/** What the visitor may see: the app, or one of the two status screens, and their IP. */
export type SiteState = {
  screen: 'app' | 'maintenance' | 'restricted';
  ip: string;
  imageCDNs?: string[];
  launchGameCDNs?: string[];
  /** The permission call's main host name, when it names one. */
  mainDomain?: string;
};

/** Maps the status answer to a screen: maintenance wins over region restriction. */
export function screenOf(value: Pick<SystemStatusValue, 'maintenance' | 'regionRestriction'>): SiteState['screen'] {
  if (value.maintenance) return 'maintenance';
  return value.regionRestriction ? 'restricted' : 'app';
}

/**
 * Asks the gateway's status call. A failure counts as "show the app": a gateway hiccup must never
 * lock visitors out, and the islands report gateway errors where an action needs the gateway.
 */
export async function fetchSiteState(gateway: LiteGateway): Promise<SiteState> {
  const value = await liteGet(gateway, STATUS_CALL, { t: Date.now() });
  return value
    ? {
        screen: screenOf(value),
        ip: value.location.ip,
        imageCDNs: value.info.imageCDNs,
        launchGameCDNs: value.info.launchGameCDNs,
        ...(value.info.mainDomain ? { mainDomain: value.info.mainDomain } : {}),
      }
    : { screen: 'app', ip: '' };
}
