import { describe, expect, it } from 'vitest';
import { SearchCache } from '#server/modules/places/search-cache.ts';

describe('the cache of recent address searches', () => {
  const demo = { id: 'demo' };
  const zakelijk = { id: 'zakelijk' };

  it('answers a query asked again from what it kept, without searching again', () => {
    const cache = new SearchCache<object, string[]>(10);
    let searches = 0;
    const search = () => [`answer ${++searches}`];
    const first = cache.answer(demo, 'Heres', search);
    expect(cache.answer(demo, 'Heres', search)).toBe(first);
    expect(searches).toBe(1);
  });

  it('keeps each tenant’s answers apart, and a new version of a tenant (a new object) starts empty', () => {
    const cache = new SearchCache<object, string>(10);
    cache.answer(demo, 'Heres', () => 'of demo');
    expect(cache.answer(zakelijk, 'Heres', () => 'of zakelijk')).toBe('of zakelijk');
    expect(cache.answer({ ...demo }, 'Heres', () => 'of demo’s new version')).toBe('of demo’s new version');
  });

  it('lets the least recently asked query go when full', () => {
    const cache = new SearchCache<object, string>(2);
    cache.answer(demo, 'a', () => 'a1');
    cache.answer(demo, 'b', () => 'b1');
    cache.answer(demo, 'a', () => 'a2');
    cache.answer(demo, 'c', () => 'c1');
    expect(cache.answer(demo, 'a', () => 'a3')).toBe('a1');
    expect(cache.answer(demo, 'b', () => 'b2')).toBe('b2');
  });

  it('forgets everything when cleared, as when the index is built again', () => {
    const cache = new SearchCache<object, string>(10);
    cache.answer(demo, 'Heres', () => 'old index');
    cache.clear();
    expect(cache.answer(demo, 'Heres', () => 'new index')).toBe('new index');
  });
});
