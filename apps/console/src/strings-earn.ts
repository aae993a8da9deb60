import type { LangCode } from '@meridian/contract';
import type { EarnProductState } from '@meridian/contract/earn';

/**
 * The strings the earn screens share (IEO projects, lock-mining products, invest products): states, pause and
 * resume, the texts tabs and the checks every form makes; each product's own strings are in its feature.
 * English, like the rest of the console (strings.ts); the products' own texts are entered per language in the
 * forms. Texts marked "selector" are used by tests.
 */
export const E = {
  states: { on: 'On sale', paused: 'Paused' } satisfies Record<EarnProductState, string>,
  allStates: 'All',
  pause: 'Pause',
  resume: 'Resume',
  paused: 'Paused',
  resumed: 'Resumed',
  create: 'Create',
  created: 'Created',
  demo: 'Demo',
  demoHint: 'Demo content created at the first start (DEMO_CONTENT=off skips it).',
  termsLocked:
    'This product already has orders: its terms cannot change any more (the server refuses it). Texts can still be edited.',
  texts: 'Texts per language',
  textsHint: 'English is required; a language left blank shows the English text.',
  languages: {
    en: 'English',
    pt: 'Português',
    th: 'ไทย',
    jp: '日本語',
    kor: '한국어',
    fra: 'Français',
    spa: 'Español',
    tr: 'Türkçe',
    zh: '中文',
  } satisfies Record<LangCode, string>,
  title: 'Title',
  required: 'Required',
  titleRequired: (lang: LangCode) => (lang === 'en' ? 'The English title is required' : 'Enter a title'),
  positiveDecimal: (max: number) => `A positive amount with at most ${max} decimals`,
  rateFormat: 'A percentage above 0 with at most 4 decimals',
  wholeDays: (min: number, max: number) => `Whole days from ${min} to ${max}`,
  pauseQuestion: (name: string) => `Pause ${name}?`,
  resumeQuestion: (name: string) => `Resume ${name}?`,
  colProduct: 'Product',
  colStatus: 'Status',
  colOrders: 'Orders',
  colCreated: 'Created',
};
