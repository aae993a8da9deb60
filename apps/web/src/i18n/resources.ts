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

export const APP_STRINGS: Record<LangCode, typeof en> = { en, pt, th, jp, kor, fra, spa, tr, zh };

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
