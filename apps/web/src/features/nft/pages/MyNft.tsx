import type { NftItem } from '@meridian/contract/nft';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyNfts } from '../data/hooks';
import { canOpenBox, canResell, detailPathOf } from '../data/rules';
import { flattenPages } from '../../../api/paging';
import { useOpenFlow } from '../components/BoxPanel';
import { NftCard, NftGrid, NftScreen } from '../components/parts';
import { NFT_MARKET, resellPath } from '../paths';
import { WithdrawListingButton } from '../components/WithdrawListing';

/** /pages/nft/myNft — the items I own, each with view, open (sealed boxes), resell and withdraw a listing. */
export default function MyNft() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMyNfts();
  const open = useOpenFlow();
  const actions = (i: NftItem) => (
    <>
      <Button size="mini" data-testid="nft-my-view" onClick={() => void navigate(detailPathOf(i))}>
        {t('nft.my.view')}
      </Button>
      {canOpenBox(i, true) ? (
        <Button size="mini" color="primary" data-testid="nft-my-open" onClick={() => void open.run(i.code)}>
          {t('nft.box.open')}
        </Button>
      ) : null}
      {canResell(i, true) ? (
        <Button
          size="mini"
          fill="outline"
          data-testid="nft-my-resell"
          onClick={() => void navigate(resellPath(i.code))}
        >
          {t('nft.owner.resell')}
        </Button>
      ) : null}
      <WithdrawListingButton item={i} size="mini" />
    </>
  );
  return (
    <NftScreen testId="nft-my-page" title={t('pages.nftMy')}>
      <NftGrid
        query={mine}
        rows={flattenPages(mine.data?.pages)}
        empty={t('nft.my.none')}
        emptyAction={
          <Button size="small" color="primary" onClick={() => void navigate(NFT_MARKET)}>
            {t('nft.my.browse')}
          </Button>
        }
        testId="nft-my-grid"
        render={(i) => <NftCard key={i.code} item={i} actions={actions(i)} />}
      />
      {open.sheet}
    </NftScreen>
  );
}
