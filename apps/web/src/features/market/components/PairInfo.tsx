import type { PairDetail } from '@meridian/contract/market';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** A step size as written ("0.000001"), in the locale's marks ("0,000001"). */
const step = (v: string) => formatNumber(v, { decimals: 12, minDecimals: 0 });

/** Static facts of a pair: tick and lot size, trading hours, price source. */
export function PairInfo({ quote }: { quote: PairDetail }) {
  const { t } = useTranslation();
  const hours = quote.session.hours
    ? t('market.info.hoursValue', { hours: quote.session.hours, zone: quote.session.timezone ?? '' })
    : t('market.info.always');
  const rows: [string, string][] = [
    [t('market.info.tickSize'), step(quote.tick_size)],
    [t('market.info.lotSize'), step(quote.lot_size)],
    [t('market.info.hours'), hours],
    [
      t('market.info.source'),
      quote.market_from_name === 'Demo market' ? t('common.demoMarket') : quote.market_from_name,
    ],
  ];
  return (
    <section className="pair-info" data-testid="pair-info">
      <h3>{t('market.info.title')}</h3>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd className="num">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
