import { MESSAGES } from '@meridian/contract';
import type { LangCode, MessageKey } from '@meridian/contract';
import en from './locales/en.json';
import pt from './locales/pt.json';
import th from './locales/th.json';
import jp from './locales/jp.json';
import kor from './locales/kor.json';
import fra from './locales/fra.json';
import spa from './locales/spa.json';
import tr from './locales/tr.json';
import zh from './locales/zh.json';

/** The app's own strings (JSON catalogues) plus `errors`: the server message catalogue from the contract. */
export type Messages = typeof en & { errors: Record<MessageKey, string> };

/**
 * Product areas keep their strings in `locales/<area>/<lang>.json` (on: earn, lockming, invest…), one file
 * per area and language, merged here under their own top-level keys: areas are written side by side without
 * touching the shared catalogue.
 */
const AREA_FILES = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function withAreas(lang: LangCode, strings: typeof en): typeof en {
  const merged: Record<string, unknown> = { ...strings };
  for (const [file, area] of Object.entries(AREA_FILES))
    if (file.endsWith(`/${lang}.json`)) Object.assign(merged, area);
  return merged as typeof en;
}

// Plural families carry each language's own forms (zh only `_other`, fra also `_many`), so the catalogues are not
// one type: i18n.test.ts and plurals.test.ts check every language against English instead.
const BASE = { en, pt, th, jp, kor, fra, spa, tr, zh } as unknown as Record<LangCode, typeof en>;
export const APP_STRINGS = Object.fromEntries(
  Object.entries(BASE).map(([lang, strings]) => [lang, withAreas(lang as LangCode, strings)]),
) as Record<LangCode, typeof en>;

/**
 * All nine catalogues, bundled (≈10 kB each): a language switch never waits for the network. Server error
 * texts live once, in `MESSAGES` (@meridian/contract), and are mounted here as the `errors` section.
 */
export const RESOURCES = Object.fromEntries(
  Object.entries(APP_STRINGS).map(([lang, strings]) => [
    lang,
    { ...strings, errors: MESSAGES[lang as LangCode] },
  ]),
) as Record<LangCode, Messages>;
