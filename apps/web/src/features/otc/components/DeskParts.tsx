import { Decimal } from '@meridian/contract';
import type { OtcConfig } from '@meridian/contract/otc';
import { Button } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deskRange, levelOf } from '../data/desk';
import type { DeskPreview, PayoutCardType as OtcCardType } from '../data/desk';
import { useCashInfo, useCashInfoInternational } from '../../settings';
import { formatPercentFigure } from '../../../lib/format';
import { messageParams } from '../../../lib/messageParams';
import { BANK_INTERNATIONAL_PATH, BANK_PATH, REAL_PATH } from '../paths';
import { Row, Section, usdt } from './parts';
import { QueryView, allLoaded, type LoadedQuery } from '../../../components/QueryView';

/** Pieces of the desk screen: its published terms, the payout card of a sell, the reason it cannot quote. */

/** What the desk publishes: the range per order (the level's cap included), the spread, the payment window. */
export function DeskTerms({ config }: { config: OtcConfig }) {
  const { t } = useTranslation();
  const range = deskRange(config);
  const level = levelOf(config);
  const spread = formatPercentFigure(new Decimal(config.spread_bps).div(100).toFixed(), {
    decimals: 2,
    minDecimals: 0,
  });
  return (
    <Section title={t('otc.terms.title')} testId="otc-terms">
      <Row label={t('otc.terms.perOrder')} testId="otc-range">
        {t('otc.terms.range', { min: usdt(range.min), max: usdt(range.max) })}
      </Row>
      <Row label={t('otc.terms.yourLevel')} testId="otc-level">
        {level === 0
          ? t('otc.terms.noLevel')
          : t('otc.terms.levelCap', { level, cap: usdt(range.cap ?? '0') })}
      </Row>
      <p className="otc-note">
        {t('otc.terms.caps', { lv1: usdt(config.level_caps.lv1), lv2: usdt(config.level_caps.lv2) })}
      </p>
      <Row label={t('otc.terms.spread')}>{spread}</Row>
      <Row label={t('otc.terms.window')}>{t('otc.terms.minutes', { count: config.pay_window_minutes })}</Row>
      <Row label={t('otc.terms.lock')}>{t('otc.terms.seconds', { count: config.quote_ttl_seconds })}</Row>
    </Section>
  );
}

/**
 * The saved cards a sell may be paid out to: domestic and international (settings), read again whenever the sell
 * side is opened (a card may have been added since, on another screen or device).
 */
export function usePayoutCards(active: boolean) {
  const domestic = useCashInfo();
  const international = useCashInfoInternational();
  const { refetch: refetchDomestic } = domestic;
  const { refetch: refetchInternational } = international;
  useEffect(() => {
    if (!active) return;
    void refetchDomestic();
    void refetchInternational();
  }, [active, refetchDomestic, refetchInternational]);
  const cards: { type: OtcCardType; label: string; account: string }[] = [];
  if (domestic.data)
    cards.push({ type: 'domestic', label: domestic.data.bank_name, account: domestic.data.bank_account });
  if (international.data)
    cards.push({
      type: 'international',
      label: international.data.bank_name,
      account: international.data.card_number,
    });
  return { cards, state: allLoaded([domestic, international]) };
}

/** A card number shown by its last four ("•••• 6789"). */
export const lastFour = (account: string): string => `•••• ${account.slice(-4)}`;

/** The payout card of a sell: one of the saved cards, or links to add one. */
export function CardPicker({
  value,
  onChange,
  cards,
  state,
}: {
  value: OtcCardType | null;
  onChange: (v: OtcCardType) => void;
  cards: ReturnType<typeof usePayoutCards>['cards'];
  state: LoadedQuery<unknown>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="otc-field" data-testid="otc-cards">
      <span className="otc-label">{t('otc.card.title')}</span>
      <QueryView
        query={state}
        isEmpty={() => cards.length === 0}
        empty={
          <div className="otc-card-none" data-testid="otc-card-none">
            <p>{t('otc.card.none')}</p>
            <div className="otc-card-add">
              <Button size="mini" fill="outline" onClick={() => void navigate(BANK_PATH)}>
                {t('otc.card.addDomestic')}
              </Button>
              <Button size="mini" fill="outline" onClick={() => void navigate(BANK_INTERNATIONAL_PATH)}>
                {t('otc.card.addInternational')}
              </Button>
            </div>
          </div>
        }
      >
        {() => (
          <div className="otc-card-list" role="radiogroup">
            {cards.map((c) => (
              <button
                key={c.type}
                type="button"
                role="radio"
                aria-checked={value === c.type}
                className={value === c.type ? 'active' : ''}
                data-testid={`otc-card-${c.type}`}
                onClick={() => onChange(c.type)}
              >
                <small>{t(`otc.card.${c.type}`)}</small>
                <span>
                  {c.label} {lastFour(c.account)}
                </span>
              </button>
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}

/** Why the quote button is disabled, in the user's language ('' when nothing needs saying). */
export function blockText(
  p: DeskPreview,
  ctx: { coin: string; decimals: number; mode: 'coin' | 'fiat' },
  t: TFunction,
): string {
  switch (p.block) {
    case null:
    case 'empty':
    case 'closed':
    case 'identity':
      return '';
    case 'limit':
      return p.limit ? t(`errors.${p.limit.key}`, messageParams(p.limit.key, p.limit.params)) : '';
    case 'tooManyDecimals':
      return t('otc.block.tooManyDecimals', { count: ctx.mode === 'coin' ? ctx.decimals : 2 });
    case 'insufficient':
      return t('otc.block.insufficient', { coin: ctx.coin });
    case 'noPrice':
    case 'invalid':
    case 'noCard':
      return t(`otc.block.${p.block}`);
  }
}

/** The desk cannot trade for this user now: closed, or identity needed first (with the way there). */
export function DeskNotice({ block }: { block: 'closed' | 'identity' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="otc-notice card" role="status" data-testid={`otc-notice-${block}`}>
      <b>{t(`otc.notice.${block}Title`)}</b>
      <p>{t(`otc.notice.${block}`)}</p>
      {block === 'identity' ? (
        <Button
          size="small"
          color="primary"
          data-testid="otc-verify"
          onClick={() => void navigate(REAL_PATH)}
        >
          {t('otc.notice.verify')}
        </Button>
      ) : null}
    </div>
  );
}
