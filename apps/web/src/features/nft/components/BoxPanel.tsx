import { NFT_BOX_STATUS, type NftBoxSeries, type NftDetail } from '@meridian/contract/nft';
import { Button, Popup } from 'antd-mobile';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenBox } from '../data/actions';
import { useNftBoxSeries } from '../data/hooks';
import { canOpenBox, oddsPercent } from '../data/rules';
import { RarityTag, Section } from './parts';
import { verifyPath } from '../paths';
import { Percent } from '../../../components/Amount';
import { QueryView } from '../../../components/QueryView';

/** The series' odds table: prize, rarity, boxes holding it, odds %. */
export function OddsTable({ series }: { series: Pick<NftBoxSeries, 'prizes' | 'total'> }) {
  const { t } = useTranslation();
  const total = series.total || series.prizes.reduce((s, p) => s + p.count, 0);
  return (
    <table className="nft-table" data-testid="nft-odds">
      <thead>
        <tr>
          <th>{t('nft.box.prize')}</th>
          <th>{t('nft.box.rarity')}</th>
          <th className="num">{t('nft.box.count')}</th>
          <th className="num">{t('nft.box.odds')}</th>
        </tr>
      </thead>
      <tbody>
        {series.prizes.map((p) => (
          <tr key={p.index} data-testid="nft-odds-row">
            <td>{p.name}</td>
            <td>
              <RarityTag rarity={p.rarity} />
            </td>
            <td className="num">{p.count}</td>
            <td className="num">
              <Percent value={oddsPercent(p.count, total)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface Reveal {
  name: string;
  rarity: string;
  image: string;
  seq: number;
  seriesId: number;
}

/** The result of an opening: the prize, its rarity and the draw's sequence, with the way to verify it. */
function RevealSheet({ reveal, onClose }: { reveal: Reveal | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Popup
      visible={reveal !== null}
      onMaskClick={onClose}
      bodyClassName="nft-sheet"
      showCloseButton
      onClose={onClose}
    >
      {reveal ? (
        <div className="nft-reveal" data-testid="nft-reveal">
          <p className="nft-note">{t('nft.box.youGot')}</p>
          {reveal.image ? <img src={reveal.image} alt={reveal.name} /> : null}
          <h3 data-testid="nft-reveal-name">
            {reveal.name} <RarityTag rarity={reveal.rarity} />
          </h3>
          <p className="nft-note" data-testid="nft-reveal-seq">
            {t('nft.box.drawSeq', { seq: reveal.seq })}
          </p>
          <Button
            block
            fill="outline"
            data-testid="nft-reveal-verify"
            onClick={() => {
              onClose();
              void navigate(verifyPath(reveal.seriesId));
            }}
          >
            {t('nft.box.verify')}
          </Button>
        </div>
      ) : null}
    </Popup>
  );
}

/** Opening a box after a confirmation, then the reveal sheet (`sheet` goes into the page). */
export function useOpenFlow() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const open = useOpenBox();
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const run = async (code: string) => {
    const ok = await overlays.confirm({
      title: t('nft.box.openTitle'),
      content: <p className="nft-note">{t('nft.box.openText')}</p>,
      confirmText: <span data-testid="nft-open-confirm">{t('nft.box.open')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const r = await open.mutateAsync({ code });
      setReveal({
        name: r.item.name,
        rarity: r.item.rarity,
        image: r.item.image,
        seq: r.seq,
        seriesId: r.series_id,
      });
    } catch {
      // refused (already opened, listed…): toasted by the http helper
    }
  };
  return {
    run,
    pending: open.isPending,
    sheet: <RevealSheet reveal={reveal} onClose={() => setReveal(null)} />,
  };
}

/** A blind box: odds, commitment, the verify link; for its owner while sealed, "Open box". */
export function BoxPanel({ item }: { item: NftDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const seriesId = item.series_id ?? 0;
  const series = useNftBoxSeries(seriesId);
  const flow = useOpenFlow();
  const openable = canOpenBox(item, item.viewer_is_owner);
  return (
    <Section title={t('nft.box.title')} testId="nft-box">
      {item.rarity_status === NFT_BOX_STATUS.opened ? (
        <p className="nft-note" data-testid="nft-box-opened">
          {t('nft.box.opened')}
        </p>
      ) : (
        <p className="nft-note">{t('nft.box.sealed')}</p>
      )}
      {seriesId > 0 ? (
        <QueryView query={series}>
          {(s) => (
            <>
              <OddsTable series={s} />
              <span className="nft-note">{t('nft.box.commitment')}</span>
              <p className="nft-mono" data-testid="nft-commitment">
                {s.commitment}
              </p>
            </>
          )}
        </QueryView>
      ) : null}
      <p className="nft-note">{t('nft.box.fair')}</p>
      <div className="nft-actions">
        <Button
          fill="outline"
          data-testid="nft-verify-link"
          onClick={() => void navigate(verifyPath(seriesId))}
        >
          {t('nft.box.verify')}
        </Button>
        {openable ? (
          <Button
            color="primary"
            loading={flow.pending}
            data-testid="nft-open-box"
            onClick={() => void flow.run(item.code)}
          >
            {t('nft.box.open')}
          </Button>
        ) : null}
      </div>
      {flow.sheet}
    </Section>
  );
}
