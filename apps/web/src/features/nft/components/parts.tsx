import { NFT_RARITIES } from '@meridian/contract/nft';
import type { NftItem, NftPayType } from '@meridian/contract/nft';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Countdown, DemoTag } from '../../../components/earn';
import { PagedView } from '../../../components/PagedView';
import type { PagedViewProps } from '../../../components/PagedView';
import { PageNav } from '../../../components/PageNav';
import { detailPathOf, viewerSaleState } from '../data/rules';
import { formatNumber } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../state/session';
import './nft.css';
import './nft-parts.css';

/** Small pieces shared by the NFT screens. */

/** Prices: exact to 8 decimals, at least 2 ("150.00", "0.0125"). */
export const money = (v: string): string =>
  formatNumber(v, { decimals: 8, minDecimals: 2, rounding: 'down' });
export const when = (iso: string): string => (iso ? formatDateTime(iso) : '--');

/** A price with its currency. */
export function Price({ value, currency, testId }: { value: string; currency: string; testId?: string }) {
  return (
    <span className="nft-price" data-testid={testId}>
      {money(value)} <small>{currency}</small>
    </span>
  );
}

/** The rarity grade (nothing for a sealed box, whose rarity is not known yet). */
export function RarityTag({ rarity }: { rarity: string }) {
  if (!(NFT_RARITIES as readonly string[]).includes(rarity)) return null;
  return (
    <span className={`nft-rarity r-${rarity.toLowerCase()}`} data-testid="nft-rarity">
      {rarity}
    </span>
  );
}

/**
 * The sale status: on sale, not started (with the countdown to the start), ended; an item the viewer owns and
 * does not sell is theirs, not "Ended".
 */
export function StatusTag({
  item,
  onDone,
}: {
  item: Pick<NftItem, 'buy_status' | 'start_time' | 'owner_id'>;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const viewerId = useSession((s) => s.user?.id);
  const state = viewerSaleState(item, viewerId);
  return (
    <span className={`nft-status ${state}`} data-testid="nft-status" data-state={state}>
      {t(`nft.state.${state}`)}
      {state === 'notStarted' ? (
        <Countdown
          to={item.start_time}
          onDone={onDone}
          testId="nft-start-countdown"
          className="nft-mini-cd"
        />
      ) : null}
    </span>
  );
}

/** What kind of sale: fixed price, auction, blind box. */
export function ModeTag({ payType }: { payType: NftPayType }) {
  const { t } = useTranslation();
  return <span className="nft-mode">{t(`nft.mode.${payType}`)}</span>;
}

/** A grid card: picture, name, creator, price, status, rarity, demo label. */
export function NftCard({ item, actions }: { item: NftItem; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <article className="nft-card" data-testid={`nft-card-${item.code}`} data-code={item.code}>
      <button type="button" className="nft-card-open" onClick={() => void navigate(detailPathOf(item))}>
        <div className="nft-card-media">
          {item.image ? (
            <img src={item.image} alt={item.name} loading="lazy" />
          ) : (
            <div className="nft-noimg" />
          )}
          <span className="nft-card-tags">
            <ModeTag payType={item.pay_type} />
            {item.is_demo ? <DemoTag testId="nft-demo-tag" /> : null}
          </span>
          {item.type === 3 || item.type === 4 ? (
            <span className="nft-media-kind">{t(`nft.type.${item.type}`)}</span>
          ) : null}
        </div>
        <div className="nft-card-body">
          <h3>
            <span className="nft-card-name">{item.name}</span>
            <RarityTag rarity={item.rarity} />
          </h3>
          <p className="nft-card-creator">{item.author_name}</p>
          <Price value={item.price} currency={item.currency_name} testId="nft-card-price" />
          <StatusTag item={item} />
        </div>
      </button>
      {actions ? <div className="nft-card-actions">{actions}</div> : null}
    </article>
  );
}

/** A paged 2-column grid of items (PagedView: loading, error with retry, empty, load more). */
export function NftGrid(
  props: Omit<PagedViewProps<NftItem>, 'render' | 'className'> & { render?: (i: NftItem) => ReactNode },
) {
  const { render, ...rest } = props;
  return (
    <PagedView {...rest} className="nft-grid" render={render ?? ((i) => <NftCard key={i.code} item={i} />)} />
  );
}

/** The one-line notice: NFTs here are platform items, not blockchain tokens; "what does this mean" opens a sheet. */
export function ChainNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="nft-notice" data-testid="nft-chain-notice">
        <span>{t('nft.notice.line')}</span>
        <button type="button" className="nft-link" data-testid="nft-chain-more" onClick={() => setOpen(true)}>
          {t('nft.notice.more')}
        </button>
      </p>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyClassName="nft-sheet"
        showCloseButton
        onClose={() => setOpen(false)}
      >
        <div data-testid="nft-chain-sheet">
          <h3>{t('nft.notice.title')}</h3>
          <p>{t('nft.notice.p1')}</p>
          <p>{t('nft.notice.p2')}</p>
          <p>{t('nft.notice.p3')}</p>
          <p>{t('nft.notice.p4')}</p>
        </div>
      </Popup>
    </>
  );
}

/** A section with a title inside a card. */
export function Section({
  title,
  testId,
  children,
  right,
}: {
  title: ReactNode;
  testId?: string;
  children: ReactNode;
  right?: ReactNode;
}) {
  return (
    <section className="nft-section card" data-testid={testId}>
      <header>
        <h4>{title}</h4>
        {right}
      </header>
      {children}
    </section>
  );
}

/** An NFT screen: the navigation bar with its title (and right-hand link), then the page body. */
export function NftScreen({
  title,
  testId,
  right,
  children,
}: {
  title: ReactNode;
  testId: string;
  right?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page nft-page" data-testid={testId}>
      <PageNav title={title} right={right} />
      <div className="page-body">{children}</div>
    </div>
  );
}

/** A picture, or an empty box of the same size where there is none (list thumbnail by default, or an avatar). */
export function Thumb({ src, className = 'nft-list-thumb' }: { src: string; className?: string }) {
  return src ? <img className={className} src={src} alt="" /> : <span className={className} />;
}

/** A list row that opens a page: its picture, then its lines. */
export function LinkRow({
  to,
  testId,
  picture,
  children,
}: {
  to: string;
  testId: string;
  picture: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="nft-list-item card"
      data-testid={testId}
      onClick={() => void navigate(to)}
    >
      {picture}
      <div>{children}</div>
    </button>
  );
}

/** The item a form is about, at its top: picture, name with rarity, and one line below. */
export function ItemHead({
  item,
  note,
  testId,
}: {
  item: { image: string; name: string; rarity: string };
  note: ReactNode;
  testId?: string;
}) {
  return (
    <section className="nft-section card nft-artist-head" data-testid={testId}>
      <Thumb src={item.image} />
      <div>
        <h2 className="nft-subtitle">
          {item.name} <RarityTag rarity={item.rarity} />
        </h2>
        <p className="nft-note">{note}</p>
      </div>
    </section>
  );
}
