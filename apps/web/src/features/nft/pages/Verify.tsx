import { NFT_DRAW_ALGORITHM } from '@meridian/contract/nft';
import type { NftBoxSeries } from '@meridian/contract/nft';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DemoTag } from '../../../components/earn';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useNftBoxSeries } from '../data/hooks';
import { verifySeries } from '../data/verify';
import { OddsTable } from '../components/BoxPanel';
import { NftScreen, Section, money, when } from '../components/parts';
import { idParam } from '../paths';
import { Fact } from '../../../components/Fact';

const mark = (ok: boolean) => (ok ? '✓' : '✗');

function Draws({ series }: { series: NftBoxSeries }) {
  const { t } = useTranslation();
  const v = useMemo(() => verifySeries(series), [series]);
  const prizeName = (i: number) => series.prizes[i]?.name ?? '?';
  return (
    <>
      <Section title={t('nft.verify.result')} testId="nft-verify-result">
        {!v.revealed ? (
          <p className="nft-verdict wait" data-testid="nft-verify-pending">
            {t('nft.verify.notRevealed')}
          </p>
        ) : (
          <>
            <p
              className={`nft-verdict ${v.commitmentOk ? 'ok' : 'bad'}`}
              data-testid="nft-commitment-check"
              data-ok={v.commitmentOk}
            >
              {v.commitmentOk ? t('nft.verify.commitmentOk') : t('nft.verify.commitmentBad')}
            </p>
            <p
              className={`nft-verdict ${v.allOk ? 'ok' : 'bad'}`}
              data-testid="nft-verify-all"
              data-ok={v.allOk}
            >
              {v.allOk ? t('nft.verify.allOk', { count: v.draws.length }) : t('nft.verify.someBad')}
            </p>
          </>
        )}
      </Section>
      <Section title={t('nft.verify.counts')} testId="nft-verify-counts">
        <table className="nft-table">
          <thead>
            <tr>
              <th>{t('nft.box.prize')}</th>
              <th className="num">{t('nft.box.count')}</th>
              <th className="num">{t('nft.verify.drawn')}</th>
            </tr>
          </thead>
          <tbody>
            {v.counts.map((c) => (
              <tr key={c.index} data-testid="nft-verify-count-row">
                <td>{c.name}</td>
                <td className="num">{c.count}</td>
                <td className="num">{c.drawn}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t('nft.verify.draws', { count: v.draws.length })} testId="nft-verify-draws">
        {v.draws.length === 0 ? (
          <p className="nft-note">{t('nft.verify.noDraws')}</p>
        ) : (
          <table className="nft-table">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('nft.verify.code')}</th>
                <th className="num">{t('nft.verify.slot')}</th>
                <th>{t('nft.box.prize')}</th>
                <th className="num" aria-label={t('nft.verify.check')} />
              </tr>
            </thead>
            <tbody>
              {v.draws.map((d) => (
                <tr key={d.seq} data-testid="nft-verify-draw" data-ok={d.ok}>
                  <td>{d.seq}</td>
                  <td className="nft-mono-cell">{d.code.slice(0, 10)}</td>
                  <td className="num">{d.slot}</td>
                  <td>{prizeName(d.prize)}</td>
                  <td className={`num ${v.revealed ? (d.ok ? 'nft-ok' : 'nft-bad') : ''}`}>
                    {v.revealed ? mark(d.ok) : '…'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </>
  );
}

function SeriesView({ series }: { series: NftBoxSeries }) {
  const { t } = useTranslation();
  return (
    <>
      <Section
        title={
          <>
            {series.name} {series.is_demo ? <DemoTag testId="nft-demo-tag" /> : null}
          </>
        }
        testId="nft-verify-series"
      >
        <Fact look="nft" label={t('nft.detail.price')}>
          {money(series.price)} {series.currency_name}
        </Fact>
        <Fact look="nft" label={t('nft.verify.sold')}>{`${series.sold} / ${series.total}`}</Fact>
        <Fact look="nft" label={t('nft.verify.opened')}>
          {series.opened}
        </Fact>
        <Fact
          look="nft"
          label={t('nft.verify.window')}
        >{`${when(series.start_time)} – ${when(series.end_time)}`}</Fact>
        <OddsTable series={series} />
      </Section>
      <Section title={t('nft.box.commitment')} testId="nft-verify-commitment">
        <p className="nft-mono" data-testid="nft-verify-commitment-value">
          {series.commitment}
        </p>
        <span className="nft-note">{t('nft.verify.seed')}</span>
        {series.seed ? (
          <>
            <p className="nft-mono" data-testid="nft-verify-seed">
              {series.seed}
            </p>
            <Fact look="nft" label={t('nft.verify.revealedAt')}>
              {when(series.revealed_at)}
            </Fact>
          </>
        ) : (
          <p className="nft-note" data-testid="nft-verify-seed-hidden">
            {t('nft.verify.notRevealed')}
          </p>
        )}
      </Section>
      <Draws series={series} />
      <Section title={t('nft.verify.algorithm')} testId="nft-verify-algorithm">
        <p className="nft-note">{t('nft.verify.howto')}</p>
        <p className="nft-mono" data-testid="nft-verify-algorithm-text">
          {NFT_DRAW_ALGORITHM}
        </p>
      </Section>
    </>
  );
}

/**
 * /pages/nft/verify?id=<series> — the box draws of a series recomputed here, in the browser, from the revealed
 * seed: the commitment matches sha256(seed), each draw is the published algorithm's, prize counts match the odds.
 */
export default function Verify() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const series = useNftBoxSeries(id);
  return (
    <NftScreen testId="nft-verify-page" title={t('nft.verify.title')}>
      {id === 0 ? (
        <EmptyView title={t('nft.verify.noSeries')} />
      ) : (
        <QueryView query={series}>{(s) => <SeriesView series={s} />}</QueryView>
      )}
    </NftScreen>
  );
}
