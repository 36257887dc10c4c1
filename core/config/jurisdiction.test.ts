import { describe, expect, it } from 'vitest';
import { jurisdictionPreset, type JurisdictionName } from './jurisdiction.ts';

const names: JurisdictionName[] = ['PAGCOR', 'MGA', 'UKGC', 'Curacao', 'none'];

describe('jurisdiction presets', () => {
  it.each(names)('%s is named for itself, with sane periods', (name) => {
    const preset = jurisdictionPreset(name);
    expect(preset.name).toBe(name);
    // RTS 13 and the issue: a time-out runs from 24 hours to 6 weeks.
    expect(Math.min(...preset.timeOutDays)).toBe(1);
    expect(Math.max(...preset.timeOutDays)).toBe(42);
    expect(preset.selfExclusionMonths.length).toBeGreaterThan(0);
    expect(preset.realityCheckMinutes).toBeGreaterThan(0);
  });

  it('asks PAGCOR merchants for players of 21 and over, with its exclusion periods', () => {
    expect(jurisdictionPreset('PAGCOR').minimumAge).toBe(21);
    expect(jurisdictionPreset('PAGCOR').selfExclusionMonths).toEqual([6, 12, 60]);
    expect(jurisdictionPreset('none').requiredTools).toEqual([]);
  });
});
