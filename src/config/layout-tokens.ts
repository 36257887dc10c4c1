// What the brand's layout (layout.cards) puts on the page: attributes on <body> for the card
// choices that differ from the classic card, custom properties in the theme sheet for the cards per
// row; src/styles/brand-layout.css follows both. A classic brand gets neither, so its pages are as before.
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';

/** The body's data-* attributes for the brand's game cards (none for the classic card). */
export function cardAttributes(config: ResolvedTenantConfig): Record<string, string | undefined> {
  const { shape, name, providerBadge, perRow } = config.layout.cards;
  return {
    'data-card-shape': shape === 'square' ? undefined : shape,
    'data-card-name': name === 'below' ? undefined : name,
    'data-card-badge': providerBadge ? undefined : 'off',
    'data-cards-per-row': perRow ? '' : undefined,
  };
}

/** The theme sheet's custom properties for the cards per row (none without layout.cards.perRow). */
export function cardTokens(config: ResolvedTenantConfig): Record<string, string> {
  const perRow = config.layout.cards.perRow;
  if (!perRow) return {};
  return { '--sf-cards-phone': String(perRow.phone), '--sf-cards-tablet': String(perRow.tablet), '--sf-cards-desk': String(perRow.desk) };
}
