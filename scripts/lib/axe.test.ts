import { describe, expect, it } from 'vitest';
import { axeRules, minorAxeRules } from './axe.ts';

describe('the axe rules the release gate leaves out', () => {
  it('are those whose violations are minor or moderate, and only those', () => {
    const minor = minorAxeRules();
    expect(minor).toEqual(expect.arrayContaining(['region', 'heading-order', 'landmark-one-main', 'empty-heading']));
    for (const kept of ['color-contrast', 'image-alt', 'button-name', 'link-name', 'aria-hidden-focus']) expect(minor).not.toContain(kept);
    expect(minor.length).toBeGreaterThan(10);
    expect(minor.length).toBeLessThan(axeRules().length / 2);
  });

  it('rely on every rule of the suite’s tags declaring its impact (axe then reports each violation at it)', () => {
    // A rule without one would report its checks' impacts instead, which could be serious: it would have to run.
    expect(axeRules().filter((rule) => !rule.impact)).toEqual([]);
  });
});
