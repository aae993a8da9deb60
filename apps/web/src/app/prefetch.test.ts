import { CONTENT_CATEGORY } from '@meridian/contract/content';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient';
import { isHomeHash } from './routes';
import { BANNERS_LIMIT, newsPageQuery } from '../features/content/data/hooks';
import { demoStatusQuery } from '../features/demo/data/demo';
import { prefetchHome } from './prefetch';

describe("home's first data, started before home renders", () => {
  it('knows the home route', () => {
    for (const hash of ['', '#', '#/', '#/?x=1', '#/pages/index/index'])
      expect(isHomeHash(hash), hash).toBe(true);
    for (const hash of ['#/pages/market/market', '#/pages/index/other'])
      expect(isHomeHash(hash), hash).toBe(false);
  });

  it('asks for the demo status and the banners under the keys home’s queries use', () => {
    const spy = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchHome();
    expect(spy.mock.calls.map(([o]) => o.queryKey)).toEqual([
      demoStatusQuery('').queryKey,
      newsPageQuery('en', CONTENT_CATEGORY.banners, BANNERS_LIMIT).queryKey,
    ]);
    spy.mockRestore();
  });
});
