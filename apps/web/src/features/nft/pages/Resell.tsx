import { NFT_PRICE_DECIMALS } from '@meridian/contract/nft';
import type { NftDetail } from '@meridian/contract/nft';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { Controller, useForm } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ChipTabs } from '../../../components/ChipTabs';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { FormTextField } from '../../../components/FormTextField';
import { useResellNft } from '../data/actions';
import { useNftDetail } from '../data/hooks';
import { canResell, royaltyPercent } from '../data/rules';
import { useWalletBalances } from '../../wallet';
import { localInput, marginPreview, resellRequest, resellSchema, sellerPreview } from '../forms/resell';
import type { ResellValues } from '../forms/resell';
import { fieldError } from '../../../lib/formErrors';
import { ItemHead, NftScreen, Section, money } from '../components/parts';
import { NFT_MY, codeParam } from '../paths';
import { Fact } from '../../../components/Fact';

type Field = 'price' | 'step' | 'margin';

function DateField({
  control,
  name,
  label,
}: {
  control: Control<ResellValues>;
  name: 'start' | 'end';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={`field${fieldState.error ? ' has-error' : ''}`} data-testid={`nft-resell-${name}`}>
          <label className="field-label">{label}</label>
          <input
            type="datetime-local"
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            aria-label={label}
          />
          {fieldState.error ? <p className="nft-field-error">{fieldError(fieldState.error)}</p> : null}
        </div>
      )}
    />
  );
}

function ResellForm({ item }: { item: NftDetail }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resell = useResellNft();
  const balances = useWalletBalances();
  const decimals =
    balances.data?.change_wallet.balance.find((b) => b.currency === item.currency_id)?.precision ??
    NFT_PRICE_DECIMALS;
  const { control, handleSubmit, watch, setValue } = useForm<ResellValues>({
    resolver: zodResolver(resellSchema()),
    defaultValues: {
      mode: 'fixed',
      price: '',
      start: localInput(Date.now() + 10 * 60_000),
      end: localInput(Date.now() + 24 * 3_600_000),
      step: '',
      margin: '',
    },
  });
  const v = watch();
  const isCreator = item.author_id === item.owner_id;
  const preview = sellerPreview(v.price, item.royalty_bps, isCreator, decimals);
  const deposit = v.mode === 'auction' ? marginPreview(v.price, v.margin, decimals) : '';
  const text = (name: Field, label: string, placeholder: string) => (
    <FormTextField
      control={control}
      name={name}
      testId={`nft-resell-${name}`}
      label={label}
      placeholder={placeholder}
      suffix={item.currency_name}
    />
  );

  const submit = handleSubmit(async (values) => {
    const body = resellRequest(item.code, values);
    const ok = await overlays.confirm({
      title: t('nft.resell.confirmTitle'),
      content: (
        <div className="nft-confirm" data-testid="nft-resell-summary">
          <Fact look="nft" label={t('nft.resell.mode')}>
            {t(`nft.mode.${body.pay_type}`)}
          </Fact>
          <Fact
            look="nft"
            label={values.mode === 'auction' ? t('nft.auction.start') : t('nft.detail.price')}
            tone="big"
          >
            {money(body.price)} {item.currency_name}
          </Fact>
          {preview ? (
            <Fact look="nft" label={t('nft.resell.youGet')} tone="up">
              {money(preview.seller)} {item.currency_name}
            </Fact>
          ) : null}
          <p className="nft-warn">{t('nft.resell.irreversible')}</p>
        </div>
      ),
      confirmText: <span data-testid="nft-resell-confirm">{t('nft.resell.list')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await resell.mutateAsync({ body });
      Toast.show({ icon: 'success', content: t('nft.resell.done') });
      void navigate(NFT_MY, { replace: true });
    } catch {
      // toasted by the http helper in the user's language
    }
  });

  return (
    <form className="nft-form" data-testid="nft-resell-form" onSubmit={(e) => void submit(e)}>
      <ItemHead item={item} note={t('nft.resell.royaltyNote', { pct: royaltyPercent(item.royalty_bps) })} />
      <ChipTabs
        className="nft-tabs"
        testId="nft-resell-mode"
        value={v.mode}
        options={[
          { value: 'fixed', label: t('nft.mode.1') },
          { value: 'auction', label: t('nft.mode.2') },
        ]}
        onChange={(m) => setValue('mode', m)}
      />
      {text('price', v.mode === 'auction' ? t('nft.auction.start') : t('nft.detail.price'), '0.00')}
      {v.mode === 'auction' ? (
        <>
          <DateField control={control} name="start" label={t('nft.resell.start')} />
          <DateField control={control} name="end" label={t('nft.resell.end')} />
          {text('step', t('nft.auction.step'), '0.00')}
          {text('margin', t('nft.resell.margin'), t('nft.resell.marginDefault'))}
        </>
      ) : (
        <p className="nft-note">{t('nft.resell.fixedNote')}</p>
      )}
      <Section title={t('nft.resell.preview')} testId="nft-resell-preview">
        <Fact look="nft" label={v.mode === 'auction' ? t('nft.resell.atStart') : t('nft.detail.price')}>
          {preview ? `${money(preview.price)} ${item.currency_name}` : '--'}
        </Fact>
        <Fact look="nft" label={t('nft.resell.fee')} tone="down">
          {preview ? `${money(preview.fee)} ${item.currency_name}` : '--'}
        </Fact>
        <Fact look="nft" label={isCreator ? t('nft.resell.royaltyYou') : t('nft.resell.royalty')} tone="down">
          {preview ? `${money(preview.royalty)} ${item.currency_name}` : '--'}
        </Fact>
        <Fact look="nft" label={t('nft.resell.youGet')} tone="up" testId="nft-resell-you-get">
          {preview ? `${money(preview.seller)} ${item.currency_name}` : '--'}
        </Fact>
        {deposit ? (
          <Fact look="nft" label={t('nft.auction.margin')}>
            {money(deposit)} {item.currency_name}
          </Fact>
        ) : null}
        <p className="nft-note">{t('nft.resell.previewNote')}</p>
      </Section>
      <p className="nft-warn">{t('nft.resell.irreversible')}</p>
      <Button block color="primary" type="submit" loading={resell.isPending} data-testid="nft-resell-submit">
        {t('nft.resell.list')}
      </Button>
    </form>
  );
}

/** /pages/nft/resell?code= — list an item I own again, at a fixed price or by auction; irreversible. */
export default function Resell() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = codeParam(params.get('code'));
  const detail = useNftDetail(code);
  return (
    <NftScreen testId="nft-resell-page" title={t('pages.nftResell')}>
      {code === '' ? (
        <EmptyView title={t('errors.nft_not_found')} />
      ) : (
        <QueryView query={detail}>
          {(d) =>
            canResell(d, d.viewer_is_owner) ? (
              <ResellForm item={d} />
            ) : (
              <EmptyView title={d.viewer_is_owner ? t('errors.nft_on_resale') : t('errors.nft_not_owner')} />
            )
          }
        </QueryView>
      )}
    </NftScreen>
  );
}
