import type { LangCode } from '@meridian/contract';
import { areaOf, cached, loaderFor, mergeAreas, type Json } from './catalogue';

/**
 * The strings of the areas off the first screens (every locales/<area>/ but catalogue.ts's FIRST_SCREEN_AREAS)
 * and the contract's messages kept apart for their pages (messages/security/, messages/futures/, messages/spot/). A module of its own, imported
 * when the first screen is up: its loaders (one per area and language) are no weight on the first route.
 */

const MORE_AREA_FILES = import.meta.glob<Json>(
  ['./locales/*/*.json', '!./locales/{content,coupons,entries,support}/*.json'],
  { import: 'default' },
);
const MORE_ERRORS = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../../packages/contract/src/messages/security/{en,pt,th,jp,kor,fra,spa,tr,zh}.ts',
);
const FUTURES_ERRORS = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../../packages/contract/src/messages/futures/{en,pt,th,jp,kor,fra,spa,tr,zh}.ts',
);
const SPOT_ERRORS = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../../packages/contract/src/messages/spot/{en,pt,th,jp,kor,fra,spa,tr,zh}.ts',
);
const ALERT_ERRORS = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../../packages/contract/src/messages/alerts/{en,pt,th,jp,kor,fra,spa,tr,zh}.ts',
);

/** Every area folder of locales/ that is not a first-screen one. */
export const MORE_AREAS: readonly string[] = [...new Set(Object.keys(MORE_AREA_FILES).map(areaOf))].sort();

/**
 * The other areas' strings of `lang` (top-level keys of their own) and the messages of their pages (under
 * `errors`), to merge deeply into the catalogue.
 */
export const loadMoreAreas: (lang: LangCode) => Promise<Json> = cached(async (lang) => {
  const [areas, errors, futures, spot, alerts] = await Promise.all([
    mergeAreas(MORE_AREA_FILES, lang),
    loaderFor(MORE_ERRORS, `/messages/security/${lang}.ts`)(),
    loaderFor(FUTURES_ERRORS, `/messages/futures/${lang}.ts`)(),
    loaderFor(SPOT_ERRORS, `/messages/spot/${lang}.ts`)(),
    loaderFor(ALERT_ERRORS, `/messages/alerts/${lang}.ts`)(),
  ]);
  return { ...areas, errors: { ...errors[lang], ...futures[lang], ...spot[lang], ...alerts[lang] } };
});
