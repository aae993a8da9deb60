/** Query-string building: skips empty, null and undefined; array formats indices, brackets, repeat, comma. */
export type ArrayFormat = 'indices' | 'brackets' | 'repeat' | 'comma';
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean | null | undefined)[];
export type QueryParams = Record<string, QueryValue>;

function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

const enc = encodeURIComponent;

export function buildQuery(params: QueryParams, arrayFormat: ArrayFormat = 'brackets'): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (isEmpty(raw)) continue;
    if (Array.isArray(raw)) {
      const values = (raw as readonly unknown[]).filter((v) => !isEmpty(v)).map((v) => String(v));
      if (values.length === 0) continue;
      switch (arrayFormat) {
        case 'indices':
          values.forEach((v, i) => parts.push(`${enc(`${key}[${i}]`)}=${enc(v)}`));
          break;
        case 'brackets':
          values.forEach((v) => parts.push(`${enc(`${key}[]`)}=${enc(v)}`));
          break;
        case 'repeat':
          values.forEach((v) => parts.push(`${enc(key)}=${enc(v)}`));
          break;
        case 'comma':
          parts.push(`${enc(key)}=${values.map(enc).join(',')}`);
          break;
      }
      continue;
    }
    parts.push(`${enc(key)}=${enc(String(raw))}`);
  }
  return parts.join('&');
}

/** Appends a query to a URL (with `?` or `&`), or returns the URL unchanged if the query is empty. */
export function withQuery(url: string, params: QueryParams, arrayFormat?: ArrayFormat): string {
  const q = buildQuery(params, arrayFormat);
  if (!q) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${q}`;
}
