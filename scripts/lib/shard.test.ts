import { describe, expect, it } from 'vitest';
import type { LoadedTenant } from '../../core/config/load.ts';
import { parseShard, shardOf, splitEvenly } from './shard.ts';

const fleet = (codes: string[]) => codes.map((merchantCode) => ({ config: { merchantCode } }) as LoadedTenant);
const codes = (tenants: LoadedTenant[]) => tenants.map((t) => t.config.merchantCode);

describe('parseShard', () => {
  it('reads i/n', () => {
    expect(parseShard('1/4')).toEqual({ index: 1, count: 4 });
    expect(parseShard('4/4')).toEqual({ index: 4, count: 4 });
  });

  it.each([
    ['3/2', /"3\/2": the shard must be between 1 and 2/],
    ['0/4', /"0\/4": the shard must be between 1 and 4 \(shards count from 1\)/],
    ['1/0', /"1\/0": the number of shards must be at least 1/],
    ['a/b', /"a\/b" is not a shard: write i\/n/],
    ['2', /"2" is not a shard/],
    ['-1/2', /is not a shard/],
  ])('says why %s is not a shard, in one line', (spec, reason) => {
    const result = parseShard(spec);
    expect(result).toMatch(reason);
    expect(result).not.toMatch(/\n/);
  });
});

describe('shardOf', () => {
  const codesIn = ['mango', 'apple', 'kiwi', 'banana', 'cherry', 'lime', 'fig'];

  it('puts every merchant in exactly one shard, by sorted code, whatever order they came in', () => {
    const shards = [1, 2, 3].map((index) => codes(shardOf(fleet(codesIn), { index, count: 3 })));
    expect(shards).toEqual([
      ['apple', 'banana'],
      ['cherry', 'fig'],
      ['kiwi', 'lime', 'mango'],
    ]);
    const reversed = [1, 2, 3].map((index) => codes(shardOf(fleet([...codesIn].reverse()), { index, count: 3 })));
    expect(reversed).toEqual(shards);
  });

  it('leaves the last shards empty when there are fewer merchants than shards', () => {
    const shards = [1, 2, 3, 4].map((index) => codes(shardOf(fleet(['b', 'a']), { index, count: 4 })));
    expect(shards).toEqual([['a'], ['b'], [], []]);
  });
});

describe('splitEvenly', () => {
  it('cuts a list into runs that differ by one at most, in order', () => {
    expect(splitEvenly([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(splitEvenly([1, 2], 5)).toEqual([[1], [2]]);
    expect(splitEvenly([1], 1)).toEqual([[1]]);
  });
});
