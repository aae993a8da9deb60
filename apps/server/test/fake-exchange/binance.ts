import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Binance's public spot REST API (the parts ccxt's binance client calls for markets,
 * tickers and klines), so the live feed is tested through the real ccxt client without the network.
 * Prices are set by the test; klines are generated from a fixed rule so tests can check them by hand.
 */
export interface FakeBinance {
  url: string;
  setPrice(symbol: string, last: string, volume: string): void;
  requests: string[];
  close(): Promise<void>;
}

const SYMBOLS: Record<string, [string, string]> = { BTCUSDT: ['BTC', 'USDT'], ETHUSDT: ['ETH', 'USDT'] };

function market(symbol: string, base: string, quote: string) {
  return {
    symbol,
    status: 'TRADING',
    baseAsset: base,
    baseAssetPrecision: 8,
    quoteAsset: quote,
    quotePrecision: 8,
    quoteAssetPrecision: 8,
    orderTypes: ['LIMIT', 'MARKET'],
    icebergAllowed: true,
    ocoAllowed: true,
    isSpotTradingAllowed: true,
    isMarginTradingAllowed: false,
    filters: [
      {
        filterType: 'PRICE_FILTER',
        minPrice: '0.01000000',
        maxPrice: '1000000.00000000',
        tickSize: '0.01000000',
      },
      { filterType: 'LOT_SIZE', minQty: '0.00001000', maxQty: '9000.00000000', stepSize: '0.00001000' },
    ],
    permissions: ['SPOT'],
    permissionSets: [['SPOT']],
  };
}

/** Kline rule: open = 100 + minute index % 50, close = open + 0.5, high = close + 1, low = open − 1, volume 2. */
export function fakeKline(openTimeMs: number, spanMs: number) {
  const i = Math.floor(openTimeMs / spanMs) % 50;
  const open = 100 + i;
  return [
    openTimeMs,
    open.toFixed(2),
    (open + 1.5).toFixed(2),
    (open - 1).toFixed(2),
    (open + 0.5).toFixed(2),
    '2.00000000',
    openTimeMs + spanMs - 1,
    '201.0',
    10,
    '1.0',
    '100.0',
    '0',
  ];
}

export async function startFakeBinance(): Promise<FakeBinance> {
  const prices = new Map<string, { last: string; volume: string }>([
    ['BTCUSDT', { last: '97000.12', volume: '1000.5' }],
    ['ETHUSDT', { last: '3500.5', volume: '20000' }],
  ]);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.pathname);
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case '/api/v3/exchangeInfo':
        return send({
          timezone: 'UTC',
          serverTime: Date.now(),
          rateLimits: [],
          exchangeFilters: [],
          symbols: Object.entries(SYMBOLS).map(([s, [b, q]]) => market(s, b, q)),
        });
      case '/api/v3/ticker/24hr': {
        const wanted = JSON.parse(url.searchParams.get('symbols') ?? '[]') as string[];
        return send(
          wanted
            .filter((s) => prices.has(s))
            .map((s) => {
              const p = prices.get(s)!;
              return {
                symbol: s,
                priceChange: '0',
                priceChangePercent: '0',
                weightedAvgPrice: p.last,
                prevClosePrice: p.last,
                lastPrice: p.last,
                lastQty: '0.1',
                bidPrice: p.last,
                bidQty: '1',
                askPrice: p.last,
                askQty: '1',
                openPrice: p.last,
                highPrice: p.last,
                lowPrice: p.last,
                volume: p.volume,
                quoteVolume: '0',
                openTime: Date.now() - 86_400_000,
                closeTime: Date.now(),
                firstId: 1,
                lastId: 2,
                count: 2,
              };
            }),
        );
      }
      case '/api/v3/klines': {
        const span = { '1m': 60_000, '1d': 86_400_000 }[url.searchParams.get('interval') ?? ''] ?? 60_000;
        const start = Number(url.searchParams.get('startTime') ?? Date.now() - 500 * span);
        const limit = Math.min(Number(url.searchParams.get('limit') ?? 500), 1000);
        const first = Math.ceil(start / span) * span;
        const rows = [];
        for (let t = first; rows.length < limit && t < Date.now(); t += span) rows.push(fakeKline(t, span));
        return send(rows);
      }
      default:
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: -1, msg: `fake binance: no ${url.pathname}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setPrice: (symbol, last, volume) => prices.set(symbol, { last, volume }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
