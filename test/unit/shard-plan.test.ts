import { describe, expect, it } from 'vitest';
import { parseShardSpec, splitRoutes } from '../../src/pipeline/shard-plan.js';

const ROUTES = Array.from({ length: 40 }, (_, i) => `/page-${String(i).padStart(2, '0')}`);

describe('splitting the routes into shards', () => {
  it('puts every route in exactly one share', () => {
    for (const count of [1, 2, 3, 7, 40, 50]) {
      const shares = splitRoutes(ROUTES, count);
      expect(shares).toHaveLength(count);
      expect(shares.flat().sort()).toEqual(ROUTES);
    }
  });

  it('gives the same split for the same routes and times, whatever their order', () => {
    const weights = new Map(ROUTES.map((r, i) => [r, (i * 37) % 11]));
    expect(splitRoutes([...ROUTES].reverse(), 3, weights)).toEqual(splitRoutes(ROUTES, 3, weights));
  });

  it('balances the last render times: the share with a slow page gets fewer pages', () => {
    const weights = new Map(ROUTES.map((r) => [r, 10]));
    weights.set('/page-07', 200);
    const shares = splitRoutes(ROUTES, 2, weights);
    const load = (share: string[]) => share.reduce((sum, r) => sum + weights.get(r)!, 0);
    // 39 pages of 10 ms and one of 200 ms: 295 ms each is even; the slow page's share holds 10 others.
    expect(shares.find((s) => s.includes('/page-07'))).toHaveLength(11);
    expect(Math.abs(load(shares[0]!) - load(shares[1]!))).toBeLessThanOrEqual(10);
  });

  it('weighs routes the last build did not render as its median', () => {
    const weights = new Map([['/page-00', 1000]]);
    const shares = splitRoutes(ROUTES, 2, weights);
    // With one known time, the median is that time: every route weighs the same, and the shares are even.
    expect(shares.map((s) => s.length)).toEqual([20, 20]);
  });
});

describe('--shard K/N', () => {
  it('reads K and N', () => {
    expect(parseShardSpec('2/3')).toEqual({ index: 2, count: 3 });
    expect(parseShardSpec(' 1/1 ')).toEqual({ index: 1, count: 1 });
  });

  it('says what is wrong with anything else', () => {
    expect(parseShardSpec('3')).toMatchInlineSnapshot(`
      {
        "error": "--shard takes K/N, e.g. --shard 2/3 (the second of three shards); got "3"",
      }
    `);
    expect(parseShardSpec('4/3')).toMatchInlineSnapshot(`
      {
        "error": "--shard 4/3: K counts from 1 to N, so it must be between 1 and 3",
      }
    `);
    expect(parseShardSpec('0/0')).toMatchInlineSnapshot(`
      {
        "error": "--shard 0/0: the number of shards must be between 1 and 256",
      }
    `);
  });
});
