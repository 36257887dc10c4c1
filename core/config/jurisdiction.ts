// The player-protection presets of the licensing jurisdictions a merchant declares in
// `legal.jurisdiction`, kept as data (one file per jurisdiction in ./jurisdictions/): what the
// licence requires of the site (age, licence record, responsible-gambling page and help
// organisations, which player tools) and the periods the gateway enforces.
import Curacao from './jurisdictions/Curacao.json' with { type: 'json' };
import MGA from './jurisdictions/MGA.json' with { type: 'json' };
import none from './jurisdictions/none.json' with { type: 'json' };
import PAGCOR from './jurisdictions/PAGCOR.json' with { type: 'json' };
import UKGC from './jurisdictions/UKGC.json' with { type: 'json' };
import type { Legal } from './generated/resolved-tenant-config.ts';

/** A jurisdiction's name as a tenant config declares it. */
export type JurisdictionName = Legal['jurisdiction'];

/** A player tool a jurisdiction can require the site to offer. */
type PlayerTool = 'depositLimit' | 'lossLimit' | 'realityCheck' | 'timeOut' | 'selfExclusion';

/** What one jurisdiction requires, and the periods its player tools use. */
export interface JurisdictionPreset {
  name: JurisdictionName;
  /** The regulator, linked from the footer and the licence dialog; null for `none`. */
  regulator: { name: string; url: string } | null;
  /** The least `legal.minimumAge` a merchant may declare. */
  minimumAge: 18 | 21;
  /** Registration must have the player confirm their age. */
  ageConfirmation: boolean;
  /**
   * One-click registration (`signIn.oneClick`) may be offered. It carries no email or number, so the
   * exclusion register cannot be asked before the account exists (decision 0019).
   */
  oneClickRegistration: boolean;
  /** `legal.licence.url` (the licence's public record) is required. */
  licenceUrl: boolean;
  /** A responsible-gambling page must be linked from the footer. */
  responsibleGamblingPage: boolean;
  /** Help organisations the responsible-gambling page links to. */
  helpOrganisations: { name: string; url: string }[];
  /** Player tools the site must offer. */
  requiredTools: PlayerTool[];
  /** The reality check's default interval, in minutes. */
  realityCheckMinutes: number;
  /** Time-out lengths a player can choose, in days (24 hours to 6 weeks). */
  timeOutDays: number[];
  /** Self-exclusion lengths a player can choose, in months. */
  selfExclusionMonths: number[];
  /** A raised or removed limit applies this many hours after the request; a lowered one at once. */
  limitRaiseDelayHours: number;
  /** The national self-exclusion register the gateway must consult at registration and login, if any. */
  exclusionRegister: 'GAMSTOP' | 'NDRS' | null;
}

const presets: Record<JurisdictionName, JurisdictionPreset> = {
  PAGCOR: PAGCOR as JurisdictionPreset,
  MGA: MGA as JurisdictionPreset,
  UKGC: UKGC as JurisdictionPreset,
  Curacao: Curacao as JurisdictionPreset,
  none: none as JurisdictionPreset,
};

/** The preset of a jurisdiction. */
export function jurisdictionPreset(name: JurisdictionName): JurisdictionPreset {
  return presets[name];
}

/** Every preset, in the schema's order: the config reference documents them from this. */
export function jurisdictionPresets(): JurisdictionPreset[] {
  return Object.values(presets);
}
