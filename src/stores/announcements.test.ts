import { describe, expect, it } from 'vitest';
import { homeAnnouncements, systemStatus } from '../../contract/generated/calls.ts';
import { ANNOUNCEMENTS_CALL } from '../api/popups-peek.ts';
import { screenOf, STATUS_CALL } from '../api/status.ts';
import { dropHandlerAttributes } from '../client/sanitize.ts';
import { ANNOUNCEMENT_PAGE_SIZE, pageCount, pageOf } from './announcements.ts';

describe('announcement paging', () => {
  it('shows 9 a page, with at least one page', () => {
    expect(ANNOUNCEMENT_PAGE_SIZE).toBe(9);
    expect([0, 1, 9, 10, 18, 19].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageOf(items, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageOf(items, 2)).toEqual([18, 19]);
  });
});

describe('the calls boot.ts restates', () => {
  it('equal the generated ones', () => {
    expect(STATUS_CALL).toEqual(systemStatus);
    expect(ANNOUNCEMENTS_CALL).toEqual(homeAnnouncements);
  });
});

describe('system status', () => {
  it('maintenance wins over region restriction', () => {
    expect(screenOf({ maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(screenOf({ maintenance: false, regionRestriction: true })).toBe('restricted');
    expect(screenOf({ maintenance: false, regionRestriction: false })).toBe('app');
  });
});

describe('event-handler attributes before parsing', () => {
  it('are dropped from start tags only, never from quoted values or text', () => {
    expect(dropHandlerAttributes('<p>Welcome! <img src=x onerror=alert(1)> <a href="javascript:alert(2)">claim</a></p>')).toBe(
      '<p>Welcome! <img src=x> <a href="javascript:alert(2)">claim</a></p>',
    );
    expect(dropHandlerAttributes('<p title="a > b onclick=1" ONCLICK=\'x()\'>on foo=bar</p>')).toBe(
      '<p title="a > b onclick=1">on foo=bar</p>',
    );
  });
});
