import { describe, expect, it } from 'vitest';
import { assignFirstRoute, staticClosure } from './firstRouteChunks';
import type { GraphNode } from './firstRouteChunks';

/** main → app → shared; three tab pages; `lazy` is reached by no static import of the first route. */
const GRAPH: Record<string, string[]> = {
  main: ['app', 'shared'],
  app: ['shared'],
  shared: [],
  home: ['homeOnly', 'everyTab', 'homeTrade', 'shared'],
  market: ['everyTab', 'marketOnly'],
  trade: ['everyTab', 'homeTrade', 'tradeOnly'],
  homeOnly: [],
  marketOnly: [],
  tradeOnly: ['tradeDeep'],
  tradeDeep: [],
  everyTab: [],
  homeTrade: [],
  lazy: ['shared'],
};
const graph = (id: string): GraphNode | null => (GRAPH[id] ? { id, importedIds: GRAPH[id] } : null);

describe('first route chunks', () => {
  it('follows static imports only, once each, ignoring modules not in the graph', () => {
    expect([...staticClosure(['trade', 'missing'], graph)].sort()).toEqual(
      ['everyTab', 'homeTrade', 'trade', 'tradeDeep', 'tradeOnly'].sort(),
    );
  });

  it("puts the entry's closure and what every tab uses in `first`, a tab's own in `tab-…`, a shared part in `tabs-…`", () => {
    const out = assignFirstRoute(['main'], { home: 'home', market: 'market', trade: 'trade' }, graph);
    expect(Object.fromEntries([...out].sort())).toEqual({
      app: 'first',
      everyTab: 'first',
      home: 'tab-home',
      homeOnly: 'tab-home',
      homeTrade: 'tabs-home-trade',
      main: 'first',
      market: 'tab-market',
      marketOnly: 'tab-market',
      shared: 'first',
      trade: 'tab-trade',
      tradeDeep: 'tab-trade',
      tradeOnly: 'tab-trade',
    });
    expect(out.has('lazy')).toBe(false);
  });

  it('leaves the modules it is told to (and what only they import) to the bundler', () => {
    const out = assignFirstRoute(
      ['main'],
      { home: 'home', market: 'market', trade: 'trade' },
      graph,
      (id) => id === 'shared' || id === 'tradeOnly',
    );
    expect(out.has('shared')).toBe(false);
    expect(out.has('tradeOnly')).toBe(false);
    expect(out.has('tradeDeep')).toBe(false);
    expect(out.get('app')).toBe('first');
    expect(out.get('trade')).toBe('tab-trade');
  });

  it('puts what lazily loaded code imports too in a `-shared` chunk, so that code does not load the tab page', () => {
    const out = assignFirstRoute(
      ['main'],
      { home: 'home', market: 'market', trade: 'trade' },
      graph,
      () => false,
      Object.keys(GRAPH),
    );
    // `lazy` (a page reached by no static import of the first route) imports only `shared`, which is in `first`
    expect(out.get('tradeOnly')).toBe('tab-trade');
    const withSheet = assignFirstRoute(
      ['main'],
      { home: 'home', market: 'market', trade: 'trade' },
      (id) => (id === 'sheet' ? { id, importedIds: ['tradeDeep', 'homeTrade'] } : graph(id)),
      () => false,
      [...Object.keys(GRAPH), 'sheet'],
    );
    expect(withSheet.get('tradeOnly')).toBe('tab-trade');
    expect(withSheet.get('tradeDeep')).toBe('tab-trade-shared');
    expect(withSheet.get('homeTrade')).toBe('tabs-home-trade-shared');
    expect(withSheet.get('trade')).toBe('tab-trade');
    expect(withSheet.has('sheet')).toBe(false);
  });
});
