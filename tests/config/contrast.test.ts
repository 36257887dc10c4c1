// One table of the theme's colour pairs serves validate (which refuses the pairs it names) and the
// release gate (which reports every pair), so the two cannot drift apart.
import { describe, expect, it } from 'vitest';
import { contrastRatio, lowContrastPairs, THEME_PAIRS } from '../../core/config/contrast.ts';

const readable = {
  primary: '#60a5fa',
  onPrimary: '#0b1220',
  accent: '#f59e0b',
  background: '#0b1220',
  surface: '#111a2e',
  text: '#e5e7eb',
};

describe('theme colour pairs', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('finds nothing on a readable theme, and takes muted text as the text colour when the theme has none', () => {
    expect(lowContrastPairs(readable)).toEqual([]);
    expect(lowContrastPairs({ ...readable, text: '#1f2937' }).map((p) => `${p.fg}/${p.bg}`)).toEqual([
      'text/background',
      'text/surface',
      'mutedText/surface',
      'mutedText/background',
    ]);
  });

  it('names each low pair with both colours, and which of them validate refuses', () => {
    const low = lowContrastPairs({ ...readable, mutedText: '#3b4252', primary: '#1e293b' });
    expect(low.map(({ fg, bg, fgColour, bgColour, refused }) => [fg, bg, fgColour, bgColour, refused])).toEqual([
      ['onPrimary', 'primary', '#0b1220', '#1e293b', 'onPrimary on primary'],
      ['mutedText', 'surface', '#3b4252', '#111a2e', 'mutedText on surface'],
      ['mutedText', 'background', '#3b4252', '#0b1220', undefined],
      ['primary', 'background', '#1e293b', '#0b1220', undefined],
      ['primary', 'surface', '#1e293b', '#111a2e', undefined],
    ]);
    expect(low.every((p) => p.ratio < p.least)).toBe(true);
    expect(THEME_PAIRS.filter((p) => p.refused).length).toBe(6);
  });
});
