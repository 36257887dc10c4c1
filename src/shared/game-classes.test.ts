import { describe, expect, it } from 'vitest';
import { classesFor } from './game-classes.ts';

describe('classesFor', () => {
  it('keeps BG bingo on TY pages only, every other class in every language', () => {
    const classes = ['JP', 'TG', 'AC', 'BG'] as const;
    expect(classesFor(classes, 'TY')).toEqual(['JP', 'TG', 'AC', 'BG']);
    expect(classesFor(classes, 'EN')).toEqual(['JP', 'TG', 'AC']);
    expect(classesFor(classes, 'VI')).toEqual(['JP', 'TG', 'AC']);
    expect(classesFor(['SC', 'VP'], 'EN')).toEqual(['SC', 'VP']);
  });
});
