import { describe, expect, it } from 'vitest';
import { buildQuery, withQuery } from './query';

describe('buildQuery', () => {
  it('skips empty, null and undefined', () => {
    expect(buildQuery({ a: 1, b: '', c: null, d: undefined, e: 0, f: false })).toBe('a=1&e=0&f=false');
  });
  it('encodes keys and values', () => {
    expect(buildQuery({ 'k y': 'a&b=c', lang: 'zh' })).toBe('k%20y=a%26b%3Dc&lang=zh');
  });
  it('supports the four array formats', () => {
    const p = { ids: [1, 2, null, 3] };
    expect(buildQuery(p, 'indices')).toBe('ids%5B0%5D=1&ids%5B1%5D=2&ids%5B2%5D=3');
    expect(buildQuery(p, 'brackets')).toBe('ids%5B%5D=1&ids%5B%5D=2&ids%5B%5D=3');
    expect(buildQuery(p, 'repeat')).toBe('ids=1&ids=2&ids=3');
    expect(buildQuery(p, 'comma')).toBe('ids=1,2,3');
  });
  it('skips empty arrays', () => {
    expect(buildQuery({ ids: [], x: 'y' }, 'comma')).toBe('x=y');
  });
  it('appends to a URL', () => {
    expect(withQuery('/api/a', { page: 1 })).toBe('/api/a?page=1');
    expect(withQuery('/api/a?x=1', { page: 2 })).toBe('/api/a?x=1&page=2');
    expect(withQuery('/api/a', {})).toBe('/api/a');
  });
});
