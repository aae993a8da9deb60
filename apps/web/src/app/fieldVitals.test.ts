import { VITALS_PAGES, vitalsReportRequest, type VitalsMetric } from '@meridian/contract/vitals';
import type { Metric } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { createFieldVitals, pageOfHash, VITALS_REPORT_URL } from './fieldVitals';
import { PAGE_LOADERS } from './pages';

/** Browser parts under the test's hand: the hash, the metric callbacks, the hide, the bodies sent. */
function harness() {
  let hash = '#/';
  const reporters = new Map<VitalsMetric, (m: Metric) => void>();
  let hide: () => void = () => undefined;
  const sent: { url: string; body: unknown }[] = [];
  const vitals = createFieldVitals({
    observe: (metric, report) => reporters.set(metric, report),
    hash: () => hash,
    send: (url, body) => sent.push({ url, body: JSON.parse(body) }),
    onHide: (flush) => (hide = flush),
  });
  const metric = (name: VitalsMetric, value: number, extra: Partial<Metric> = {}) =>
    reporters.get(name)!({
      name,
      value,
      rating: 'good',
      delta: value,
      id: `v-${name}`,
      entries: [],
      navigationType: 'navigate',
      navigationId: 1,
      ...extra,
    });
  return {
    vitals,
    sent,
    reporters,
    metric,
    go: (h: string) => (hash = h),
    hide: () => hide(),
  };
}

describe('field vitals: page tagging', () => {
  it('tags a hash route with its page key, and a hash no route knows with other', () => {
    expect(pageOfHash('')).toBe('home');
    expect(pageOfHash('#/')).toBe('home');
    expect(pageOfHash('#/pages/market/market')).toBe('market');
    expect(pageOfHash('#/pages/market/pair?symbol=BTC%2FUSDT')).toBe('pair');
    expect(pageOfHash('#/pages/fund/assets_all_record')).toBe('assetsRecord');
    expect(pageOfHash('#/no/such/page')).toBe('other');
  });

  it("the contract's page list is the app's page keys and other", () => {
    expect([...VITALS_PAGES].sort()).toEqual([...Object.keys(PAGE_LOADERS), 'other'].sort());
  });
});

describe('field vitals: batching and the beacon', () => {
  it('registers all five metrics and sends nothing before the page is hidden', () => {
    const h = harness();
    expect([...h.reporters.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    h.metric('TTFB', 120.4);
    h.metric('FCP', 800);
    expect(h.sent).toEqual([]);
    expect(h.vitals.pending()).toBe(2);
  });

  it('tags each sample with the page shown when the metric came, and sends one batch on hide', () => {
    const h = harness();
    h.metric('TTFB', 120.4);
    h.metric('LCP', 1834.56, { rating: 'good' });
    h.go('#/pages/market/market');
    h.metric('CLS', 0.00012345, { rating: 'good', navigationType: 'back-forward-cache' });
    h.metric('INP', 264, { rating: 'needs-improvement' });
    h.hide();
    expect(h.sent).toEqual([
      {
        url: '/api/vitals/report',
        body: {
          samples: [
            { page: 'home', name: 'TTFB', value: '120', rating: 'good', navigationType: 'navigate' },
            { page: 'home', name: 'LCP', value: '1835', rating: 'good', navigationType: 'navigate' },
            {
              page: 'market',
              name: 'CLS',
              value: '0.0001',
              rating: 'good',
              navigationType: 'back-forward-cache',
            },
            {
              page: 'market',
              name: 'INP',
              value: '264',
              rating: 'needs-improvement',
              navigationType: 'navigate',
            },
          ],
        },
      },
    ]);
    expect(VITALS_REPORT_URL).toBe('/api/vitals/report');
    // the queue is empty afterwards: a second hide sends nothing
    h.hide();
    expect(h.sent).toHaveLength(1);
  });

  it('sends a full batch of 20 at once and keeps each body within the contract', () => {
    const h = harness();
    for (let i = 0; i < 23; i++) h.metric('CLS', i / 100);
    expect(h.sent).toHaveLength(1);
    h.hide();
    expect(h.sent.map((s) => (s.body as { samples: unknown[] }).samples.length)).toEqual([20, 3]);
    for (const s of h.sent) expect(vitalsReportRequest.safeParse(s.body).success).toBe(true);
  });

  it('every body matches the request schema, odd values included', () => {
    const h = harness();
    h.go('#/pages/nft/nft?tab=2');
    h.metric('LCP', 1e9);
    h.metric('TTFB', -5);
    h.metric('CLS', 3.2e-9);
    h.metric('INP', 16.0000001, { navigationType: 'soft-navigation' });
    h.hide();
    const body = h.sent[0]!.body;
    expect(vitalsReportRequest.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      samples: [
        { page: 'nft', value: '600000' },
        { value: '0' },
        { value: '0.0000' },
        { value: '16', navigationType: 'soft-navigation' },
      ],
    });
  });
});
