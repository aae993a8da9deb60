/**
 * The pair a route names, as the screen shows it before the pair's detail arrives: "btc_usdt" and "BTC-USDT" read
 * "BTC/USDT" as the server spells them, and the two sides are the ticket's units. A symbol without a separator
 * ("BTCUSDT") is shown as it is, with no units: only the server knows where its quote begins.
 */
export function routeSymbol(raw: string): { symbol: string; base: string; quote: string } {
  const symbol = raw.trim().toUpperCase().replace(/[_-]/g, '/');
  const [base = '', quote = '', ...rest] = symbol.split('/');
  if (!base || !quote || rest.length > 0) return { symbol, base: '', quote: '' };
  return { symbol, base, quote };
}
