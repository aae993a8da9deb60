import type { CurrencyItem } from '@meridian/contract/wallet';
import { Button } from 'antd-mobile';
import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { copyText } from '../../../components/copy';
import { DemoNotice } from '../../demo';
import { NavLink, PageNav } from '../../../components/PageNav';
import { QrCode } from '../../../components/QrCode';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useDepositAddresses } from '../data/deposits';
import { fundCurrenciesFor, pickFundCurrency, useFundCurrencies } from '../data/fundCurrencies';
import { CurrencyField } from '../components/CurrencyField';
import { DEPOSIT_RECORDS_PATH, DepositClaimForm } from '../components/DepositClaimForm';
import { ContactSupportButton } from '../../support';
import './fund.css';
import './receive.css';

function AddressCard({
  address,
  currency,
  network,
  demo,
}: {
  address: string;
  currency: string;
  network: string;
  demo: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="deposit-address card" data-testid="deposit-address-card">
      {demo ? (
        <div className="demo-address-note" data-testid="deposit-demo-address">
          <b>{t('deposit.demoAddressTitle')}</b>
          <span>{t('deposit.demoAddressBody')}</span>
        </div>
      ) : null}
      <div className="qr-frame" data-testid="deposit-qr">
        <QrCode value={address} size={176} dark="#0b0e11" />
      </div>
      <span className="field-label">{t('deposit.addressLabel', { currency, network })}</span>
      <div className="address-line">
        <code data-testid="deposit-address">{address}</code>
      </div>
      <Button
        block
        fill="outline"
        color="primary"
        className="copy-btn"
        data-testid="deposit-copy"
        onClick={() => void copyText(address, t('wallet.addressCopied'), t('wallet.copyFailed'))}
      >
        {t('deposit.copy')}
      </Button>
      <div className="network-warning">
        <ExclamationTriangleOutline />
        <span>{t('deposit.networkWarning', { currency, network })}</span>
      </div>
    </section>
  );
}

function ReceiveBody({
  currency,
  options,
  onPick,
}: {
  currency: CurrencyItem;
  options: readonly CurrencyItem[];
  onPick: (id: number) => void;
}) {
  const { t } = useTranslation();
  const addresses = useDepositAddresses(currency.id);
  const configured = addresses.data ?? [];
  const networks = currency.networks.length > 0 ? currency.networks : configured.map((a) => a.network);
  const [chosen, setChosen] = useState<string | null>(null);
  const network =
    chosen ?? configured.find((a) => networks.includes(a.network))?.network ?? networks[0] ?? '';
  const address =
    configured.find((a) => a.network === network) ?? (networks.length ? undefined : configured[0]);

  const addressBody = (
    <QueryView query={addresses}>
      {() =>
        address ? (
          <AddressCard
            address={address.address}
            currency={currency.name}
            network={network}
            demo={address.demo}
          />
        ) : (
          <EmptyView
            testId="deposit-no-address"
            title={t('deposit.noAddress')}
            description={t('deposit.noAddressDesc', { currency: currency.name })}
            action={<ContactSupportButton />}
          />
        )
      }
    </QueryView>
  );

  return (
    <>
      <CurrencyField value={currency} options={options} onPick={onPick} testId="deposit-currency" />
      {networks.length > 1 ? (
        <div className="field">
          <span className="field-label">{t('wallet.network')}</span>
          <div className="seg" role="radiogroup" aria-label={t('wallet.network')}>
            {networks.map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={network === n}
                className={network === n ? 'on' : ''}
                data-testid={`deposit-network-${n}`}
                onClick={() => setChosen(n)}
              >
                {n}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {addressBody}
      {address ? (
        <DepositClaimForm key={`${currency.id}-${network}`} currency={currency} network={network} />
      ) : null}
    </>
  );
}

/** /pages/fund/receive — deposit: the platform address (QR + copy) per network, then a claim with a voucher. */
export default function ReceivePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const currencies = useFundCurrencies();
  const options = fundCurrenciesFor(currencies.data?.currency, 'deposit');
  const currency = pickFundCurrency(options, Number(params.get('currency')));

  const body = (
    <QueryView query={currencies}>
      {() =>
        currency ? (
          <ReceiveBody
            key={currency.id}
            currency={currency}
            options={options}
            onPick={(id) => setParams({ currency: String(id) }, { replace: true })}
          />
        ) : (
          <EmptyView title={t('fund.noCurrency')} />
        )
      }
    </QueryView>
  );

  return (
    <div className="page fund deposit-page" data-testid="deposit-page">
      <PageNav
        title={t('pages.deposit')}
        right={
          <NavLink to={DEPOSIT_RECORDS_PATH} testId="deposit-records-link">
            {t('records.short')}
          </NavLink>
        }
      />
      <div className="page-body">
        <DemoNotice kind="deposit" />
        {body}
      </div>
    </div>
  );
}
