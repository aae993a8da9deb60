import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { earnColumns } from './EarnList';
import { QueryTable } from './QueryTable';

/**
 * Wide tables fit their box: QueryTable lays a table out to its container (no sideways scroll at
 * max-content width) and the earn lists' actions column is not fixed, so at 1280 px no column hides behind
 * another (the browser check is apps/web/e2e/console-review.e2e.ts).
 */

interface Row {
  id: number;
  status: 'on';
  is_demo: boolean;
  symbol: string;
}

const terms = Array.from({ length: 9 }, (_, i) => ({
  title: `Column ${i + 1}`,
  key: `c${i}`,
  render: () => 'a long figure 1,000,000.00 USDT',
}));

function html(): string {
  const columns = earnColumns<Row>({
    product: { title: 'Token', key: 'token', name: (p) => p.symbol, below: () => 'Meridian Echo (demo)' },
    terms,
    testIdPrefix: 'ieo',
    pauseName: (p) => p.symbol,
    pause: { isPending: false, mutateAsync: () => Promise.resolve() } as never,
    onEdit: () => undefined,
  });
  const query = {
    isError: false,
    error: null,
    isFetching: false,
    isPending: false,
    refetch: () => undefined,
    data: [],
  };
  return renderToString(
    createElement(QueryTable<Row>, {
      rowKey: 'id',
      query: query as never,
      rows: [{ id: 3, status: 'on', is_demo: true, symbol: 'MRDE' }],
      columns,
      pagination: false,
    }),
  );
}

describe('console tables', () => {
  it('fit their box: no max-content width, no fixed column, every column rendered', () => {
    const out = html();
    expect(out).not.toContain('max-content');
    expect(out).not.toMatch(/ant-table-cell-fix/);
    expect(out).toContain('table-layout:auto');
    for (const title of ['ID', 'Token', ...terms.map((c) => c.title), 'Status', 'Actions'])
      expect(out).toContain(`>${title}<`);
  });
});
