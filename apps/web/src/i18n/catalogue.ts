import type { LangCode } from '@meridian/contract';
import type { Messages } from './resources';

/**
 * (a fast first screen): one language's catalogue, loaded when it is needed instead of all nine in the
 * first script. A language is its shared catalogue (`locales/<lang>.json`), its product areas'
 * (`locales/<area>/<lang>.json`, merged under their own keys as resources.ts does) and the server messages of the
 * contract (`errors`); the build puts them in one chunk per language (vite.config.ts, `i18n-<lang>`).
 * resources.ts keeps the eager whole (its tests check every language against English). The other areas' loaders
 * are in moreAreas.ts, a module of their own that the first screens do not load.
 */

export type Json = Record<string, unknown>;
type Loader<T> = () => Promise<T>;

/**
 * The product areas the first screens (home, markets, trade, the app's frame) use: they come with the shared
 * catalogue. The other areas' strings (moreAreas.ts: NFT, OTC, loans, earn…, ≈ 40 % of a language) are a second
 * chunk, `i18n-<lang>-more` (vite.config.ts), fetched after the first screen; a page of those areas waits for it
 * (app/LazyPage.tsx), a language switch too.
 */
export const FIRST_SCREEN_AREAS = ['content', 'coupons', 'entries', 'support'] as const;

const BASE = import.meta.glob<Json>('./locales/*.json', { import: 'default' });
// the FIRST_SCREEN_AREAS (a glob takes literals only; catalogue.test.ts holds the two equal)
const FIRST_AREAS = import.meta.glob<Json>('./locales/{content,coupons,entries,support}/*.json', {
  import: 'default',
});
// the contract's server messages, one module per language (its index would bring all nine)
const ERRORS = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../../packages/contract/src/messages/{en,pt,th,jp,kor,fra,spa,tr,zh}.ts',
);

export function loaderFor<T>(loaders: Record<string, Loader<T>>, suffix: string): Loader<T> {
  const key = Object.keys(loaders).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`i18n: no ${suffix}`);
  return loaders[key]!;
}

export function areaOf(file: string): string {
  return /\/locales\/([\w-]+)\/[\w-]+\.json$/.exec(file)?.[1] ?? '';
}

/** The first-screen areas the glob found (catalogue.test.ts compares them with FIRST_SCREEN_AREAS). */
export const FIRST_AREAS_FOUND: readonly string[] = [...new Set(Object.keys(FIRST_AREAS).map(areaOf))].sort();

/** One language's files of `loaders`, merged into `into` (each area's strings under its own top-level keys). */
export async function mergeAreas(
  loaders: Record<string, Loader<Json>>,
  lang: LangCode,
  into: Json = {},
): Promise<Json> {
  const mine = Object.entries(loaders).filter(([file]) => file.endsWith(`/${lang}.json`));
  for (const area of await Promise.all(mine.map(([, load]) => load()))) Object.assign(into, area);
  return into;
}

async function load(lang: LangCode): Promise<Messages> {
  const [base, errors] = await Promise.all([
    loaderFor(BASE, `/locales/${lang}.json`)(),
    loaderFor(ERRORS, `/messages/${lang}.ts`)(),
  ]);
  const merged = await mergeAreas(FIRST_AREAS, lang, { ...base });
  return { ...merged, errors: errors[lang] } as Messages;
}

/** `load(lang)` once per language; a failed fetch is tried again on the next call. */
export function cached<T>(load: (lang: LangCode) => Promise<T>): (lang: LangCode) => Promise<T> {
  const loaded = new Map<LangCode, Promise<T>>();
  return (lang) => {
    let p = loaded.get(lang);
    if (!p) {
      p = load(lang);
      loaded.set(lang, p);
      p.catch(() => loaded.delete(lang));
    }
    return p;
  };
}

/** The first screens' catalogue of `lang`: the shared strings, the first-screen areas and the server messages. */
export const loadCatalogue: (lang: LangCode) => Promise<Messages> = cached(load);
