import type { LangCode } from '@meridian/contract';
import type { Messages } from './resources';

/**
 * Issue 19 (a fast first screen): one language's catalogue, loaded when it is needed instead of all nine in the
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

const loaded = new Map<LangCode, Promise<Messages>>();

async function load(lang: LangCode): Promise<Messages> {
  const areaLoaders = Object.entries(AREAS).filter(([file]) => file.endsWith(`/${lang}.json`));
  const [base, areas, errors] = await Promise.all([
    loaderFor(BASE, `/locales/${lang}.json`)(),
    Promise.all(areaLoaders.map(([, loadArea]) => loadArea())),
    loaderFor(ERRORS, `/messages/${lang}.ts`)(),
  ]);
  const merged: Json = { ...base };
  for (const area of areas) Object.assign(merged, area);
  return { ...merged, errors: errors[lang] } as Messages;
}

/** The catalogue of `lang` (fetched once; a failed fetch is tried again on the next call). */
export function loadCatalogue(lang: LangCode): Promise<Messages> {
  let p = loaded.get(lang);
  if (!p) {
    p = load(lang);
    loaded.set(lang, p);
    p.catch(() => loaded.delete(lang));
  }
  return p;
}
