import type { LangCode } from '@meridian/contract';
import type { Messages } from './resources';

/**
 * (a fast first screen): one language's catalogue, loaded when it is needed instead of all nine in the
 * first script. A language is its shared catalogue (`locales/<lang>.json`), its product areas'
 * (`locales/<area>/<lang>.json`, merged under their own keys as resources.ts does) and the server messages of the
 * contract (`errors`); the build puts them in one chunk per language (vite.config.ts, `i18n-<lang>`).
 * resources.ts keeps the eager whole (its tests check every language against English).
 */

type Json = Record<string, unknown>;
type Loader<T> = () => Promise<T>;

const BASE = import.meta.glob<Json>('./locales/*.json', { import: 'default' });
const AREAS = import.meta.glob<Json>('./locales/*/*.json', { import: 'default' });
// the contract's server messages, one module per language (its index would bring all nine)
const ERRORS = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../../packages/contract/src/messages/{en,pt,th,jp,kor,fra,spa,tr,zh}.ts',
);

function loaderFor<T>(loaders: Record<string, Loader<T>>, suffix: string): Loader<T> {
  const key = Object.keys(loaders).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`i18n: no ${suffix}`);
  return loaders[key]!;
}

/**
 * The product areas the first screens (home, markets, trade, the app's frame) use: they come with the shared
 * catalogue. The other areas' strings (`MORE_AREAS`: NFT, OTC, loans, earn…, ≈ 40 % of a language) are a second
 * chunk, `i18n-<lang>-more` (vite.config.ts), fetched after the first screen; a page of those areas waits for it
 * (app/LazyPage.tsx), a language switch too.
 */
export const FIRST_SCREEN_AREAS = ['content', 'coupons', 'entries', 'support'] as const;

function areaOf(file: string): string {
  return /\/locales\/([\w-]+)\/[\w-]+\.json$/.exec(file)?.[1] ?? '';
}

/** Every area folder of locales/ that is not a first-screen one. */
export const MORE_AREAS: readonly string[] = [...new Set(Object.keys(AREAS).map(areaOf))]
  .filter((a) => !(FIRST_SCREEN_AREAS as readonly string[]).includes(a))
  .sort();

function areaLoaders(lang: LangCode, first: boolean): Loader<Json>[] {
  return Object.entries(AREAS)
    .filter(([file]) => file.endsWith(`/${lang}.json`))
    .filter(([file]) => (FIRST_SCREEN_AREAS as readonly string[]).includes(areaOf(file)) === first)
    .map(([, loadArea]) => loadArea);
}

async function mergeAreas(loaders: Loader<Json>[], into: Json = {}): Promise<Json> {
  for (const area of await Promise.all(loaders.map((l) => l()))) Object.assign(into, area);
  return into;
}

async function load(lang: LangCode): Promise<Messages> {
  const [base, errors] = await Promise.all([
    loaderFor(BASE, `/locales/${lang}.json`)(),
    loaderFor(ERRORS, `/messages/${lang}.ts`)(),
  ]);
  const merged = await mergeAreas(areaLoaders(lang, true), { ...base });
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

/** The other areas' strings of `lang` (top-level keys of their own, to merge into the catalogue). */
export const loadMoreAreas: (lang: LangCode) => Promise<Json> = cached((lang) =>
  mergeAreas(areaLoaders(lang, false)),
);
