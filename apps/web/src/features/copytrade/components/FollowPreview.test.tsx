import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStringsReady, changeLanguage, initI18n } from '../../../i18n';
import { FollowPreviewBox } from './FollowPreview';

/** The follow form's preview as the user reads it (server-rendered markup, no DOM needed). */

const render = (type: 1 | 2, number: string) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <FollowPreviewBox type={type} number={number} />
    </QueryClientProvider>,
  );

/** Cells of the preview table: [trader lots, my copy] per row. */
function rows(html: string): string[][] {
  return [...html.matchAll(/<tr data-testid="follow-preview-\d+"[^>]*>(.*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1] ?? ''),
  );
}

describe('follow preview display', () => {
  beforeAll(() => initI18n('en').then(allStringsReady));
  afterAll(() => changeLanguage('en'));

  it('shows what 1, 3 and 10 trader lots become at ×1.5', () => {
    const html = render(1, '1.5');
    expect(html).toContain('Fixed multiple ×1.50');
    expect(rows(html)).toEqual([
      ['1', '1'],
      ['3', '4'],
      ['10', '15'],
    ]);
    expect(html).not.toContain('follow-preview-rounded');
  });
  it('says a copy under one lot is skipped, and that a 3-decimal multiple is rounded', () => {
    const html = render(1, '0.333');
    // 0.333 → 0.33: 1 lot → 0.33 (skipped), 3 → 0.99 (skipped), 10 → 3.3 → 3
    expect(html).toContain('The multiple is used with two decimals: ×0.33');
    expect(rows(html)).toEqual([
      ['1', 'Skipped (under 1 lot)'],
      ['3', 'Skipped (under 1 lot)'],
      ['10', '3'],
    ]);
  });
  it('fixed lots: the same size whatever the trader opens, in the reader’s words', () => {
    expect(render(2, '1')).toContain('Fixed lots: every copy is 1 lot');
    const html = render(2, '2');
    expect(html).toContain('Fixed lots: every copy is 2 lots');
    expect(rows(html).map((r) => r[1])).toEqual(['2', '2', '2']);
  });
  it('asks for a valid number instead of showing wrong sizes', () => {
    expect(render(2, '2.5')).toContain('Enter a valid number to see what your copies will be');
    expect(rows(render(1, '11'))).toEqual([]);
  });
  it('uses the locale’s decimal mark (French) and translation (Chinese)', async () => {
    await changeLanguage('fra');
    expect(render(1, '1.5')).toContain('Multiple fixe ×1,50');
    await changeLanguage('zh');
    const html = render(1, '0.5');
    expect(html).toContain('固定倍数 ×0.50');
    expect(rows(html)[0]).toEqual(['1', '跳过（不足 1 手）']);
  });
});
