import { describe, expect, it } from 'vitest';
import { AREAS, filterAreas, flagOf, listAreas } from './areas';

describe('areas', () => {
  it('has 60+ unique countries', () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(AREAS.map(([iso]) => iso)).size).toBe(AREAS.length);
  });
  it('has an SVG flag for every country (bundled from flag-icons), none for an unknown code', () => {
    for (const [iso] of AREAS) expect(flagOf(iso), iso).toMatch(new RegExp(`${iso.toLowerCase()}\\.svg`));
    expect(flagOf('fr')).toBe(flagOf('FR'));
    expect(flagOf('XX')).toBe('');
    expect(listAreas('en').every((a) => a.flag === flagOf(a.iso))).toBe(true);
  });
  it('localises names and searches by name or dial code', () => {
    const fr = listAreas('fr');
    expect(fr.find((a) => a.iso === 'DE')?.name).toBe('Allemagne');
    expect(filterAreas(fr, 'allem').map((a) => a.iso)).toEqual(['DE']);
    expect(filterAreas(fr, '+44').map((a) => a.iso)).toEqual(['GB']);
    expect(filterAreas(fr, '')).toHaveLength(AREAS.length);
  });
});
