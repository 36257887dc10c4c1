// What the release gate opens: one page of each kind per language, at a phone's and a desk's width,
// as a visitor and, for the pages only a signed-in player sees, as the demo member (or agent).
import type { LanguageCode, ResolvedTenantConfig } from '../../../core/config/generated/resolved-tenant-config.ts';
import { localizedPath, routesFor } from '../../../src/routing/routes.ts';

/** Who looks at a page: a visitor, the signed-in member, or an agent in the agent centre. */
export type Viewer = 'visitor' | 'member' | 'agent';

/** A screen size the gate checks at. */
export interface Width {
  name: 'phone' | 'desk';
  width: number;
  height: number;
}

export const WIDTHS: readonly Width[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1366, height: 768 },
];

/** One page the gate opens (at every width). */
export interface PlannedPage {
  /** A short stable name: the page kind and its path, e.g. "member/depositv2". */
  name: string;
  lang: LanguageCode;
  viewer: Viewer;
  /** The root-relative address, language prefix included. */
  url: string;
  /** The site file that page is, relative to the site: what `--changed` compares. */
  file: string;
  /**
   * Whether axe's colour-contrast rule runs on it. Colours do not depend on the language, so the rule
   * runs once per page kind and viewer (at both widths), in the first of its languages the gate opens;
   * in the others every other rule runs. `contrastOnce` sets it.
   */
  contrast?: boolean;
}

/** Member-centre pages the gate opens as the member: the overview, the wallet and the records. */
const MEMBER_PAGES = ['member', 'member/depositv2', 'member/transactionHistory'];

/**
 * Every page the gate opens for a config: the lobby (as a visitor and as the member), each game
 * type's page, promotions, help, the login and registration dialogs, the member centre's overview,
 * wallet and records, and the agent centre's home where the brand has one, in every language it offers.
 */
export function checkPlan(config: ResolvedTenantConfig, options: { everySignedInPage?: boolean | undefined } = {}): PlannedPage[] {
  const routes = routesFor(config);
  const has = (path: string) => routes.some((r) => r.path === path);
  if (options.everySignedInPage) return everySignedInPage(config, routes);
  const visitorPaths = [
    '',
    ...routes.filter((r) => r.gameType !== undefined).map((r) => r.path),
    'promotions',
    'help',
    'login',
    'register',
  ].filter(has);
  const signedIn: Array<[string, Viewer]> = [
    ['', 'member'],
    ...MEMBER_PAGES.filter(has).map((p): [string, Viewer] => [p, 'member']),
    ...(has('agentHome') ? [['agentHome', 'agent'] as [string, Viewer]] : []),
  ];
  return languagesOf(config).flatMap((lang) => [
    ...visitorPaths.map((p) => plannedPage(config, p, lang, 'visitor')),
    ...signedIn.map(([p, viewer]) => plannedPage(config, p, lang, viewer)),
  ]);
}

/**
 * The tour (`site check --every-signed-in-page`): every page only a signed-in player sees, the
 * member centre's and the agent centre's items each, in every language, as the member or the agent.
 */
function everySignedInPage(config: ResolvedTenantConfig, routes: ReturnType<typeof routesFor>): PlannedPage[] {
  const signedIn = routes.filter((r) => r.auth).map((r): [string, Viewer] => [r.path, r.kind === 'agentHome' ? 'agent' : 'member']);
  return languagesOf(config).flatMap((lang) => signedIn.map(([path, viewer]) => plannedPage(config, path, lang, viewer)));
}

/**
 * The plan with `contrast` set on the first page of each kind and viewer (the brand's default
 * language first, or whichever language `--changed` kept): colour contrast is checked once for it.
 */
export function contrastOnce(plan: PlannedPage[]): PlannedPage[] {
  const seen = new Set<string>();
  return plan.map((page) => {
    const key = `${page.viewer} ${page.name}`;
    const contrast = !seen.has(key);
    seen.add(key);
    return { ...page, contrast };
  });
}

/** The brand's languages, its default first. */
function languagesOf(config: ResolvedTenantConfig): LanguageCode[] {
  const { default: first, offered } = config.languages;
  return [first, ...offered.filter((l) => l !== first)];
}

/** One page to open: its address in the language and the site file it is. */
function plannedPage(config: ResolvedTenantConfig, path: string, lang: LanguageCode, viewer: Viewer): PlannedPage {
  const url = localizedPath(path, lang, config.languages.default);
  return { name: path || 'lobby', lang, viewer, url, file: `${url.slice(1)}${url.endsWith('/') ? '' : '/'}index.html` };
}

/**
 * The plan's pages of the given names (`site check --page`): a name is a page's kind and path as the
 * report names it ("lobby", "help", "member/depositv2"), each kept for every viewer, language and
 * width the plan has it at. The names the plan has no page of come back in `unknown`.
 */
export function pagesNamed(plan: PlannedPage[], names: readonly string[]): { plan: PlannedPage[]; unknown: string[] } {
  const known = new Set(plan.map((p) => p.name));
  return { plan: plan.filter((p) => names.includes(p.name)), unknown: names.filter((n) => !known.has(n)) };
}

/** A page's short label in findings and file names: "phone visitor en promotions". */
export function pageLabel(page: PlannedPage, width: Width): string {
  return `${width.name} ${page.viewer} ${page.lang} ${page.name}`;
}

/** A file name for a page's screenshot at a width. */
export function shotName(page: PlannedPage, width: Width): string {
  return `${width.name}-${page.viewer}-${page.lang}-${page.name.replaceAll('/', '_')}.png`;
}
