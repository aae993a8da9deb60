import { NFT_BID_STATUS, type NftDetail } from '@meridian/contract/nft';
import { Button, Input } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Countdown } from '../../../components/earn';
import { useBidNft, usePayMargin } from '../data/actions';
import { useNftBids } from '../data/hooks';
import { bidProblem, minNextBid, parsePrice, saleState } from '../data/rules';
import type { BidProblem } from '../data/rules';
import { flattenPages } from '../../../api/paging';
import { Section, StatusTag, money, when } from './parts';
import { Fact } from '../../../components/Fact';
import { QueryView } from '../../../components/QueryView';

/** Bids are re-read this often while the auction runs. */
const LIVE_REFRESH_MS = 4_000;

/** The bid list (getBindBoxQuotationLog), newest first. */
function Bids({ code, live }: { code: string; live: boolean }) {
  const { t } = useTranslation();
  const bids = useNftBids(code, live ? LIVE_REFRESH_MS : false);
  const rows = flattenPages(bids.data?.pages);
  return (
    <Section title={t('nft.auction.bids')} testId="nft-bids">
      <QueryView
        query={bids}
        isEmpty={() => rows.length === 0}
        empty={
          <p className="nft-note" data-testid="nft-bids-empty">
            {t('nft.auction.noBids')}
          </p>
        }
      >
        {() => (
          <div className="nft-rows">
            {rows.map((b) => (
              <div key={b.id} className="nft-row" data-testid="nft-bid-row" data-mine={b.is_mine}>
                <div className="nft-row-main">
                  <b>{b.is_mine ? t('nft.detail.you') : b.nick_name}</b>
                  <small>{when(b.created_at)}</small>
                </div>
                <div className="nft-row-side">
                  <b>
                    {money(b.price)} {b.currency_name}
                  </b>
                  {b.status === NFT_BID_STATUS.leading ? (
                    <span className="nft-lead">{t('nft.auction.leading')}</span>
                  ) : null}
                </div>
              </div>
            ))}
          </div>
        )}
      </QueryView>
    </Section>
  );
}

function problemText(p: BidProblem | null, currency: string, t: TFunction): string {
  if (p === null) return '';
  if (p.key === 'nft_bid_too_low') return t('errors.nft_bid_too_low', { min: money(p.min), currency });
  return t(`errors.${p.key}`);
}

/** Auction: current bid, least next bid, step, deposit, end (extended), leader, my state; deposit then bid. */
export function AuctionPanel({ item, onRefetch }: { item: NftDetail; onRefetch: () => void }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const auction = item.auction;
  const minBid = auction?.min_bid ?? minNextBid(item);
  const [price, setPrice] = useState(minBid);
  const [touched, setTouched] = useState(false);
  const margin = usePayMargin();
  const bid = useBidNft();
  // a new least bid (someone bid) refills the input unless the user is typing a higher one
  useEffect(() => {
    setPrice((p) => (parsePrice(p)?.gte(minBid) ? p : minBid));
  }, [minBid]);
  const state = saleState(item);
  const live = state === 'onSale' && !(auction?.closed ?? false);
  const canAct = live && !item.viewer_is_owner;
  const problem = bidProblem(price, minBid, item.user_balance);
  const message = problemText(problem, item.currency_name, t);

  const payMargin = async () => {
    const ok = await overlays.confirm({
      title: t('nft.auction.marginTitle'),
      content: (
        <div className="nft-confirm" data-testid="nft-margin-summary">
          <Fact look="nft" label={t('nft.auction.margin')} tone="big">
            {money(item.margin)} {item.currency_name}
          </Fact>
          <Fact look="nft" label={t('nft.balance')}>
            {money(item.user_balance)} {item.currency_name}
          </Fact>
          <p className="nft-note">{t('nft.auction.marginText')}</p>
        </div>
      ),
      confirmText: <span data-testid="nft-margin-confirm">{t('nft.auction.payMargin')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await margin.mutateAsync({ code: item.code });
      Toast.show({ icon: 'success', content: t('nft.auction.marginDone') });
    } catch {
      // toasted by the http helper
    }
  };

  const placeBid = async () => {
    setTouched(true);
    if (problem) return;
    const amount = parsePrice(price)!.toFixed();
    const ok = await overlays.confirm({
      title: t('nft.auction.bidTitle'),
      content: (
        <div className="nft-confirm" data-testid="nft-bid-summary">
          <Fact look="nft" label={t('nft.detail.item')}>
            {item.name}
          </Fact>
          <Fact look="nft" label={t('nft.auction.yourBid')} tone="big" testId="nft-bid-confirm-amount">
            {money(amount)} {item.currency_name}
          </Fact>
          <p className="nft-note">{t('nft.auction.bidText')}</p>
        </div>
      ),
      confirmText: <span data-testid="nft-bid-confirm">{t('nft.auction.bid')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const r = await bid.mutateAsync({ code: item.code, price: amount });
      setTouched(false);
      Toast.show({
        icon: 'success',
        content: r.extended ? t('nft.auction.bidDoneExtended') : t('nft.auction.bidDone'),
      });
    } catch {
      // toasted by the http helper (outbid meanwhile, balance…)
    }
  };

  return (
    <>
      <Section
        title={t('nft.mode.2')}
        testId="nft-auction"
        right={<StatusTag item={item} onDone={onRefetch} />}
      >
        <Fact
          look="nft"
          label={auction?.has_bids ? t('nft.auction.current') : t('nft.auction.start')}
          tone="big"
          testId="nft-current-bid"
        >
          {money(item.price)} {item.currency_name}
        </Fact>
        <Fact look="nft" label={t('nft.auction.minBid')} testId="nft-min-bid">
          {money(minBid)} {item.currency_name}
        </Fact>
        <Fact look="nft" label={t('nft.auction.step')}>
          {money(item.per_increase)} {item.currency_name}
        </Fact>
        <Fact look="nft" label={t('nft.auction.margin')} testId="nft-margin">
          {money(item.margin)} {item.currency_name}
        </Fact>
        <Fact look="nft" label={t('nft.auction.leader')} testId="nft-leader">
          {auction?.my_leading ? t('nft.detail.you') : auction?.leader_name || t('nft.auction.noLeader')}
        </Fact>
        <div className="nft-head-row">
          {state === 'notStarted' ? (
            <Countdown
              to={item.start_time}
              label={t('nft.startsIn')}
              onDone={onRefetch}
              testId="nft-auction-countdown"
            />
          ) : (
            <Countdown
              to={item.end_time}
              label={t('nft.endsIn')}
              doneText={auction?.closed ? t('nft.auction.closed') : t('nft.auction.closing')}
              onDone={onRefetch}
              testId="nft-auction-countdown"
            />
          )}
          {auction?.extended ? (
            <span className="nft-tag brand" data-testid="nft-extended">
              {t('nft.auction.extended')}
            </span>
          ) : null}
        </div>
        {auction && !item.viewer_is_owner ? (
          <div className="nft-head-row" data-testid="nft-my-state">
            <span className={`nft-tag${auction.my_margin ? ' up' : ''}`}>
              {auction.my_margin ? t('nft.auction.marginPaid') : t('nft.auction.marginNone')}
            </span>
            {auction.my_leading ? <span className="nft-tag up">{t('nft.auction.youLead')}</span> : null}
          </div>
        ) : null}
        <p className="nft-note">{t('nft.auction.rules')}</p>
        {canAct && auction && !auction.my_margin ? (
          <Button
            block
            color="primary"
            loading={margin.isPending}
            data-testid="nft-pay-margin"
            onClick={() => void payMargin()}
          >
            {t('nft.auction.payMarginAmount', { amount: money(item.margin), currency: item.currency_name })}
          </Button>
        ) : null}
        {canAct && auction?.my_margin ? (
          <>
            <label className="nft-input">
              <Input
                value={price}
                onChange={(v) => {
                  setTouched(true);
                  setPrice(v);
                }}
                inputMode="decimal"
                aria-label={t('nft.auction.yourBid')}
                data-testid="nft-bid-input"
              />
              <span>{item.currency_name}</span>
            </label>
            {touched && message ? (
              <p className="nft-warn" role="alert" data-testid="nft-bid-problem">
                {message}
              </p>
            ) : null}
            <Fact look="nft" label={t('nft.balance')}>
              {money(item.user_balance)} {item.currency_name}
            </Fact>
            <Button
              block
              color="primary"
              loading={bid.isPending}
              data-testid="nft-bid"
              onClick={() => void placeBid()}
            >
              {t('nft.auction.bid')}
            </Button>
          </>
        ) : null}
      </Section>
      <Bids code={item.code} live={live} />
    </>
  );
}
