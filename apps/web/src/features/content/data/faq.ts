/**
 * The FAQ article as questions: when its (server-sanitised) HTML holds `<h3>` headings, each heading
 * is a question and what follows up to the next one its answer; anything before the first heading is the intro.
 * Without headings the page shows the article as it is (null here).
 */
export interface FaqItem {
  question: string;
  answerHtml: string;
}

export interface FaqSplit {
  introHtml: string;
  items: FaqItem[];
}

const H3 = /<h3\b[^>]*>([\s\S]*?)<\/h3>/gi;

export function splitFaq(html: string): FaqSplit | null {
  const heads = [...html.matchAll(H3)];
  if (heads.length === 0) return null;
  const items = heads.map((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = heads[i + 1]?.index ?? html.length;
    return { question: textOf(m[1] ?? ''), answerHtml: html.slice(start, end).trim() };
  });
  return { introHtml: html.slice(0, heads[0]?.index ?? 0).trim(), items };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A heading's text: tags dropped, the common entities decoded, spaces collapsed. */
export function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
