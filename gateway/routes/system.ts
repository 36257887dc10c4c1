import {
  systemDomainRoute,
  systemHelpCenter,
  systemRegisterSettings,
  systemStatus,
  systemWhitelabel,
} from '../../contract/generated/calls.ts';
import { marked } from 'marked';
import type { RegisterSettings, WhitelabelNode } from '../../contract/generated/common.ts';
import { PATTERNS, type PatternId } from '../../core/patterns.ts';
import type { Tenant } from '../context.ts';
import { encryptPath } from '../crypto/rsa-des.ts';
import { randomWord } from '../crypto/tokens.ts';
import type { CallRouter } from '../http/router.ts';
import { getStatus, isIpRestricted } from '../store/merchant-status.ts';

// How the whitelabel switches are grouped in the tree (the client flattens it again).
const GROUPS: Record<string, ReadonlyArray<keyof Tenant['config']['whitelabel']>> = {
  REGISTER: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
  LOGIN: ['FREEPLAY3', 'MOBILEVERCODELOGIN3', 'LOGINIPVERF3', 'PWDEXPFORCECHANGE3'],
  PASSWORD: ['CHNGPASSVERIF3'],
  AGENT: ['AGENTPOLICY3'],
};

const flag = (on: boolean) => (on ? '1' : '0');

/** The merchant's whitelabel switches as the platform's tree of { modId, enabled, childrenNodes }. */
function whitelabelTree(tenant: Tenant): WhitelabelNode[] {
  return Object.entries(GROUPS).map(([group, keys]) => ({
    modId: group,
    enabled: '1',
    childrenNodes: keys.map((key) => ({ modId: key, enabled: flag(tenant.config.whitelabel[key]), childrenNodes: [] })),
  }));
}

/** Register settings: the config's field rules with the catalogue's accepted pattern. */
function registerSettings(tenant: Tenant): RegisterSettings {
  const out: RegisterSettings = {};
  for (const [name, rule] of Object.entries(tenant.config.registration.fields)) {
    if (!rule) continue;
    const patternId = (rule.patternId ?? 'ANY') as PatternId;
    out[name] = {
      enabled: rule.enabled,
      required: rule.required,
      acceptedPattern: PATTERNS[patternId].accepted,
      patternId,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
    };
  }
  return out;
}

/** Whitelabel, register settings, the status (permission) call, domain routes and the help centre. */
export function systemRoutes(r: CallRouter): void {
  r.call(systemWhitelabel, ({ tenant }) => whitelabelTree(tenant));
  r.call(systemRegisterSettings, ({ tenant }) => registerSettings(tenant));

  r.call(systemStatus, ({ gw, tenant, ip, origin }) => {
    const status = getStatus(gw.db, tenant.code);
    const { support, site, signIn, analytics } = tenant.config;
    return {
      maintenance: status === 'maintenance',
      regionRestriction: status === 'restricted' || isIpRestricted(gw.db, tenant.code, ip),
      location: { ip },
      info: {
        customerService: support.customerService.map((cs) => ({
          csType: cs.csType,
          path: encryptPath(cs.url, randomWord(8)),
          ...(cs.label ? { label: cs.label as Record<string, string> } : {}),
        })),
        domainRoute: site.domains,
        resources: Object.entries(support.resources).map(([resourceType, url]) => ({ resourceType, url: String(url) })),
        whitelabel: whitelabelTree(tenant),
        register: registerSettings(tenant),
        mainDomain: site.domains[0] ?? new URL(site.url).hostname,
        analytics: analytics.googleTagId ? { googleTagId: analytics.googleTagId } : {},
        imageCDNs: [origin],
        launchGameCDNs: [origin],
        socialProviders: [...signIn.social],
        oneClick: signIn.oneClick,
      },
    };
  });

  r.call(systemDomainRoute, ({ tenant }) => tenant.config.site.domains.map((domain) => ({ domain, url: `https://${domain}` })));

  r.call(systemHelpCenter, ({ tenant, input, language }) => {
    const help = tenant.config.content.helpCenter;
    const lang = input.lang ?? language;
    const articles = help[lang] ?? help['EN'] ?? help[tenant.config.languages.default] ?? Object.values(help)[0] ?? [];
    return articles.map((a) => ({ id: a.id, title: a.title, content: marked.parse(a.markdown, { async: false }) }));
  });
}
