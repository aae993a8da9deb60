import sanitizeHtml from 'sanitize-html';

/**
 * What an article body may hold: the console's rich text, reduced to plain structure. Everything the
 * console or a seed file stores goes through `sanitizeArticleHtml`, and so does every body read back (rows
 * written before a rule changed are cleaned when served). No style, no class, no event handler, no script,
 * frame, object, form or SVG; links only to http(s), mailto or the app's own routes; images only from http(s)
 * or this server's `/uploads/`.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
];

/** Tags dropped with everything inside them (not just unwrapped). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'select',
  'xmp',
  'noembed',
  'noframes',
];

/** C0 controls, DEL, blanks and the invisible characters a browser strips from a URL before reading its scheme. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_NOISE = /[\u0000-\u0020\u007F-\u00A0\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F\u3000\uFEFF]/g;

/** A link target: external http(s), mailto, or an app route (`/…`, `#/…`); undefined when it is none of those. */
export function safeHref(raw: string): { href: string; external: boolean } | undefined {
  const href = raw.trim();
  const probe = href.replace(URL_NOISE, '').toLowerCase();
  if (/^https?:\/\/[^/\\]/.test(probe)) return { href, external: true };
  if (/^mailto:[^\s]/.test(probe)) return { href, external: true };
  if (/^\/(?![/\\])/.test(probe) || /^#\/(?![/\\])/.test(probe)) return { href, external: false };
  return undefined;
}

/** An image source: http(s) or this server's `/uploads/…`; undefined otherwise (data:, javascript:, //host…). */
export function safeImageSrc(raw: string): string | undefined {
  const src = raw.trim();
  const probe = src.replace(URL_NOISE, '').toLowerCase();
  if (/^https?:\/\/[^/\\]/.test(probe)) return src;
  if (/^\/uploads\/[^/\\]/.test(probe)) return src;
  return undefined;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  transformTags: {
    a: (tagName, attribs) => {
      const target = safeHref(attribs.href ?? '');
      const kept: Record<string, string> = {};
      if (attribs.title) kept.title = attribs.title;
      if (!target) return { tagName, attribs: kept };
      kept.href = target.href;
      if (target.external) {
        kept.target = '_blank';
        kept.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = safeImageSrc(attribs.src ?? '');
      const kept: Record<string, string> = {};
      if (src) kept.src = src;
      if (attribs.alt) kept.alt = attribs.alt;
      if (attribs.title) kept.title = attribs.title;
      return { tagName, attribs: kept };
    },
  },
  // an image without an allowed source is dropped whole
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The article body as it may be stored and served. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const PLAIN: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/**
 * Plain text (titles, summaries): every tag removed with script/style contents, entities decoded back to the
 * characters they stand for (the client renders the field as text, never as HTML), the angle brackets left in
 * the text made full-width (so no later reader can take them for a tag, and cleaning twice changes nothing),
 * blanks collapsed.
 */
export function plainText(text: string): string {
  // entity text such as `&amp;lt;` decodes one level per pass: run to the fixed point (at most a few passes)
  let out = plainOnce(text);
  for (let i = 0; i < 4; i++) {
    const next = plainOnce(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

function plainOnce(text: string): string {
  return sanitizeHtml(text, PLAIN)
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e)
    .replace(/</g, '\uFF1C')
    .replace(/>/g, '\uFF1E')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
