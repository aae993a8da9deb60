import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { QueryView, allLoaded, type LoadedQuery } from './QueryView';

// the state views themselves (antd-mobile, i18n, the reconnect deadline) are not what this checks
const retries = vi.hoisted(() => ({ last: undefined as (() => void) | undefined }));
vi.mock('./StateViews', () => ({
  LoadingView: () => <p data-testid="state-loading" />,
  ErrorView: ({ onRetry }: { onRetry: () => void }) => {
    retries.last = onRetry;
    return <p data-testid="state-error" />;
  },
}));

const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

function query<T>(data: T | undefined, isError = false): LoadedQuery<T> {
  return { data, isError, refetch: vi.fn(() => Promise.resolve()) };
}

const view = (q: LoadedQuery<string[]>) =>
  html(
    <QueryView query={q} isEmpty={(d) => d.length === 0} empty={<i data-testid="none" />}>
      {(d) => <b data-testid="rows">{d.join(',')}</b>}
    </QueryView>,
  );

describe('QueryView: one place for a screen’s states', () => {
  it('loads, fails with a retry, shows the empty view, then the content', () => {
    expect(view(query<string[]>(undefined))).toContain('data-testid="state-loading"');
    const broken = query<string[]>(undefined, true);
    expect(view(broken)).toContain('data-testid="state-error"');
    retries.last?.();
    expect(broken.refetch).toHaveBeenCalledTimes(1);
    expect(view(query<string[]>([]))).toContain('data-testid="none"');
    expect(view(query(['BTC', 'ETH']))).toContain('>BTC,ETH</b>');
  });

  it('keeps showing data it has when a refetch fails', () => {
    const out = view(query(['BTC'], true));
    expect(out).toContain('>BTC</b>');
    expect(out).not.toContain('state-error');
  });

  it('allLoaded: data once every query has some, failed only when a missing one failed, retries those', () => {
    const a = query(1);
    const b = query<string>(undefined, true);
    const both = allLoaded<[number, string]>([a, b]);
    expect(both.data).toBeUndefined();
    expect(both.isError).toBe(true);
    void both.refetch();
    expect(a.refetch).not.toHaveBeenCalled();
    expect(b.refetch).toHaveBeenCalledTimes(1);
    expect(allLoaded<[number, string]>([a, query('x')]).data).toEqual([1, 'x']);
    expect(allLoaded<[number, string]>([a, query<string>(undefined)]).isError).toBe(false);
  });
});
