import type { LangCode } from '@meridian/contract';
import en from './locales/en.json';
import pt from './locales/pt.json';
import th from './locales/th.json';
import jp from './locales/jp.json';
import kor from './locales/kor.json';
import fra from './locales/fra.json';
import spa from './locales/spa.json';
import tr from './locales/tr.json';
import zh from './locales/zh.json';

export type Messages = typeof en;

/** All nine catalogues, bundled (≈10 kB each): a language switch never waits for the network. */
export const RESOURCES: Record<LangCode, Messages> = { en, pt, th, jp, kor, fra, spa, tr, zh };
