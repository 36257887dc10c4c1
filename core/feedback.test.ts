import { describe, expect, it } from 'vitest';
import { countWords } from './feedback.ts';

describe('countWords', () => {
  it('counts runs of non-space characters, whatever the spaces', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('one')).toBe(1);
    expect(countWords('  my deposit\nis   late\t again ')).toBe(5);
    expect(countWords('Tiền nạp của tôi chưa về')).toBe(6);
    expect(countWords('no\u00a0break space')).toBe(3);
  });
});
