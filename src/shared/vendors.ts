/**
 * Display names of the vendor codes the platform uses, as its game menu names them (the reference
 * gateway's, gateway/seed/vendors.ts, which a unit test keeps equal); an unknown code is shown as it is.
 */
export const VENDOR_NAMES: Record<string, string> = {
  JL: 'JILI',
  PG: 'PG Soft',
  JDB: 'JDB',
  FC: 'Fa Chai',
  PP: 'Pragmatic Play',
  CQ9: 'CQ9',
  KA: 'KA Gaming',
  MG: 'Microgaming',
  HB: 'Habanero',
  RT: 'Red Tiger',
  NE: 'NetEnt',
  BNG: 'Booongo',
  IA: 'Invincible Asia',
  SV3: 'SV388 Live',
  EVO: 'Evolution',
  SA: 'SA Gaming',
  SPB: 'SportsBook',
  SS: 'Super Sports',
  IMS: 'IM Sports',
  IMES: 'IM Esports',
  DS88: 'DS88 Sabong',
  KM: 'Kingmaker',
  TF: 'TF Gaming',
  TCG_LOTTO_VN: 'TCG Lotto VN',
  TCG_SEA: 'TCG SEA Lottery',
  VR: 'VR Lottery',
};

/** A vendor's display name. */
export function vendorName(code: string): string {
  return VENDOR_NAMES[code] ?? code;
}
