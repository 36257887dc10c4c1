import type { ResolvedTenantConfig } from './generated/resolved-tenant-config.ts';
import { jurisdictionPreset } from './jurisdiction.ts';
import { pointerOf } from './problems.ts';

/**
 * Checks a config against what its `legal.jurisdiction` preset requires, so a site its licence
 * forbids is refused before it is built. Each problem names the element, the rule and the fix.
 */
export function checkJurisdiction(config: ResolvedTenantConfig, add: (pointer: string, message: string, hint?: string) => void): void {
  const { legal } = config;
  const preset = jurisdictionPreset(legal.jurisdiction);
  const rule = `${preset.name} requires`;
  if (legal.minimumAge < preset.minimumAge) {
    add(
      '/legal/minimumAge',
      `minimumAge ${legal.minimumAge} is below the jurisdiction's: ${rule} players aged ${preset.minimumAge} and over`,
      `set legal.minimumAge to ${preset.minimumAge}`,
    );
  }
  if (preset.licenceUrl && !legal.licence.url) {
    add(
      '/legal/licence',
      `no licence url: ${rule} a link to the licence's public record in the footer and licence dialog`,
      `add "url": the page of ${preset.regulator?.name ?? 'the regulator'} (${preset.regulator?.url ?? '…'}) that lists this licence`,
    );
  }
  if (preset.responsibleGamblingPage && !legal.responsibleGambling.some((link) => link.href.startsWith('/'))) {
    add(
      '/legal/responsibleGambling',
      `no responsible-gambling page in the footer: ${rule} the site's own responsible-gambling page linked from every page`,
      'add { "label": { … }, "href": "/help#responsible" } to legal.responsibleGambling (the help centre\'s "responsible" article)',
    );
  }
  if (!preset.oneClickRegistration && config.signIn.oneClick) {
    add(
      '/signIn/oneClick',
      `one-click registration is offered: ${rule} every new account to be checked against ${preset.exclusionRegister ?? 'the exclusion register'} first, and a one-click account carries no email or number to check`,
      'set signIn.oneClick to false (registration by form, SMS or social sign-in asks the register)',
    );
  }
  if (preset.regulator) {
    for (const lang of config.languages.offered) {
      if (!legal.licence.text[lang as keyof typeof legal.licence.text])
        add(
          pointerOf('legal', 'licence', 'text', lang),
          `no licence text in ${lang}: ${rule} the licence statement in every language the site offers`,
          `add "${lang}": the licence statement in that language, naming ${preset.regulator.name}`,
        );
    }
  }
}
