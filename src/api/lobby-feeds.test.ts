import { describe, expect, it } from 'vitest';
import { homeRankList } from '../../contract/generated/calls.ts';
import { RANK_LIST_CALL } from './lobby-feeds.ts';

describe('the calls the lobby restates', () => {
  it('equal the generated ones', () => {
    expect(RANK_LIST_CALL).toEqual(homeRankList);
  });
});
