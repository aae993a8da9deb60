import type { SeedArticle } from './types';

/** Placeholder starting content (the CONTENT-WRITER replaces this file with the full English set). */
export const ARTICLES: SeedArticle[] = [
  {
    key: 'about',
    category: 19,
    sorts: 100,
    title: 'About Meridian',
    summary: 'Who we are and how the platform works.',
    html: '<p>Meridian is a digital-asset trading platform.</p>',
  },
  {
    key: 'faq',
    category: 18,
    sorts: 100,
    title: 'Frequently asked questions',
    summary: 'Answers to the questions we hear most.',
    html: '<h3>How do I deposit?</h3><p>Open Assets, choose Deposit and follow the steps.</p>',
  },
];
