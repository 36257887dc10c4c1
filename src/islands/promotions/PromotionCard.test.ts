import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../contract/generated/common.ts';
import { type CardAction, PromotionCard } from './PromotionCard.tsx';

const promotion: Promotion = {
  promotionId: 7,
  title: 'Weekend reload',
  rules: '<p>One bonus each.</p>',
  banner: '/wps/static/promotions/luzon/7.svg',
  startsAt: 0,
  endsAt: 86_400_000,
  audience: 'NEW_MEMBERS',
  kind: 'APPLY',
  bonus: { kind: 'FIXED', value: 100 },
  turnoverMultiple: 3,
  state: 'JOIN',
};

/** The card as a caller renders it, with the message keys (and their values) as its words. */
const card = (options: { showState: boolean; rules: readonly string[] | ReturnType<typeof createElement>; action?: CardAction }) =>
  renderToStaticMarkup(
    createElement(PromotionCard, {
      promotion,
      say: (key, values) => (values ? `${key}${JSON.stringify(values)}` : key),
      money: (major) => `₱${major}`,
      date: (ms) => `day ${ms / 86_400_000}`,
      banner: promotion.banner,
      ...options,
    }),
  );

describe("a promotion's card, one markup for the build and the island", () => {
  it("is the build's for a visitor: the rules as text lines, the period and no state, a button that opens the login modal", () => {
    const html = card({
      showState: false,
      rules: ['One bonus each.', 'Ends at midnight.'],
      action: { label: 'Apply', visitorOnly: true, opensModal: 'login' },
    });
    expect(html).toContain('<article class="promotion-card surface" aria-labelledby="promotion-7" data-promotion="7" data-state="JOIN">');
    expect(html).toContain('<h2 id="promotion-7">Weekend reload</h2>');
    expect(html).toContain('<p class="promotion-audience">island.promotions.audience.NEW_MEMBERS</p>');
    expect(html).toContain('<li>island.promotions.period{&quot;from&quot;:&quot;day 0&quot;,&quot;to&quot;:&quot;day 1&quot;}</li>');
    expect(html).toContain('<div class="promotion-content"><p>One bonus each.</p><p>Ends at midnight.</p></div>');
    expect(html).toContain(
      '<button type="button" class="btn btn-primary promotion-action for-visitor" data-open-modal="login">Apply</button>',
    );
    expect(html).not.toContain('promotion-state');
  });

  it("is the island's for a member: the state, its own rules node, a button it can disable", () => {
    const html = card({
      showState: true,
      rules: createElement('div', { className: 'promotion-content' }, 'sanitised'),
      action: { label: 'Apply', disabled: true, onClick: () => {} },
    });
    expect(html).toContain('<p class="status-badge promotion-state state-join">island.promotions.state.JOIN</p>');
    expect(html).toContain('<div class="promotion-content">sanitised</div>');
    expect(html).toContain('<button type="button" class="btn btn-primary promotion-action" disabled="">Apply</button>');
  });

  it('has no button when the state allows nothing', () => {
    expect(card({ showState: true, rules: [] })).not.toContain('<button');
  });
});
