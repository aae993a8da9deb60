import type { DomesticCard, InternationalCard, WalletAddressItem } from '@meridian/contract/settings';
import { DotLoading } from 'antd-mobile';
import { AddOutline, CheckCircleFill, ExclamationTriangleOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addAddressPath, shortAddress } from '../../settings';
import { destinationKey, sameDestination } from '../forms/withdraw/state';
import type { Destination } from '../forms/withdraw/state';

export const ADD_PATHS = {
  address: '/pages/setting/addWallet',
  bank: '/pages/setting/bank',
  international: '/pages/setting/bank_international',
} as const;

/** "•••• 6789" — only the last digits of a card number. */
export function cardTail(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/** One line naming a destination (the confirm dialog). */
export function destinationLabel(
  d: Destination,
  sources: {
    addresses: readonly WalletAddressItem[];
    bank: DomesticCard | null;
    intl: InternationalCard | null;
  },
): string {
  if (d.type === 'address') {
    const a = sources.addresses.find((x) => x.id === d.id);
    return a ? `${a.name} · ${a.network} ${shortAddress(a.address)}` : '';
  }
  if (d.type === 'bank')
    return sources.bank ? `${sources.bank.bank_name} ${cardTail(sources.bank.bank_account)}` : '';
  return sources.intl ? `${sources.intl.bank_name} ${cardTail(sources.intl.card_number)}` : '';
}

function Option({
  value,
  selected,
  onPick,
  title,
  detail,
  note,
}: {
  value: Destination;
  selected: Destination | null;
  onPick: (d: Destination) => void;
  title: ReactNode;
  detail: ReactNode;
  note?: ReactNode;
}) {
  const on = sameDestination(value, selected);
  return (
    <button
      type="button"
      role="radio"
      aria-checked={on}
      className={`dest-option${on ? ' on' : ''}`}
      data-testid={`dest-${destinationKey(value)}`}
      onClick={() => onPick(value)}
    >
      <span className="dest-main">
        <span className="dest-title">{title}</span>
        <span className="dest-detail">{detail}</span>
        {note}
      </span>
      <span className="dest-check">{on ? <CheckCircleFill /> : <span className="dest-ring" />}</span>
    </button>
  );
}

function AddLink({ label, path, testId }: { label: string; path: string; testId: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="dest-add" data-testid={testId} onClick={() => void navigate(path)}>
      <AddOutline />
      <span>{label}</span>
      <RightOutline />
    </button>
  );
}

/** Where the money goes: a saved address of this currency, the bank card or the international card. */
export function WithdrawDestinations(props: {
  currencyName: string;
  addresses: readonly WalletAddressItem[] | undefined;
  bank: DomesticCard | null | undefined;
  intl: InternationalCard | null | undefined;
  loading: boolean;
  value: Destination | null;
  onPick: (d: Destination) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { addresses, bank, intl, value, onPick } = props;
  return (
    <div className={`field dest-field${props.error ? ' has-error' : ''}`} role="radiogroup">
      <span className="field-label">{t('withdraw.destination')}</span>
      {props.loading ? <DotLoading color="primary" /> : null}
      <div className="dest-group" data-testid="dest-addresses">
        <span className="dest-group-title">{t('withdraw.toAddress', { currency: props.currencyName })}</span>
        {addresses?.map((a) => (
          <Option
            key={a.id}
            value={{ type: 'address', id: a.id }}
            selected={value}
            onPick={onPick}
            title={
              <>
                {a.name} <em>{a.network}</em>
              </>
            }
            detail={shortAddress(a.address, 10, 8)}
            note={
              a.address_reuse_advice ? (
                <span className="dest-advice" data-testid={`dest-address-${a.id}-advice`}>
                  <ExclamationTriangleOutline /> {t('withdraw.reuseAdvice', { times: a.receive_count })}
                </span>
              ) : a.receive_count > 0 ? (
                <span className="dest-count">{t('wallet.receiveCount', { count: a.receive_count })}</span>
              ) : null
            }
          />
        ))}
        {addresses ? (
          <AddLink
            label={t('withdraw.addAddress', { currency: props.currencyName })}
            path={addAddressPath(props.currencyName)}
            testId="dest-add-address"
          />
        ) : null}
      </div>
      <div className="dest-group" data-testid="dest-cards">
        <span className="dest-group-title">{t('withdraw.toCard')}</span>
        {bank ? (
          <Option
            value={{ type: 'bank' }}
            selected={value}
            onPick={onPick}
            title={t('withdraw.bankCard')}
            detail={`${bank.bank_name} ${cardTail(bank.bank_account)} · ${bank.real_name}`}
          />
        ) : bank === null ? (
          <AddLink label={t('withdraw.addBank')} path={ADD_PATHS.bank} testId="dest-add-bank" />
        ) : null}
        {intl ? (
          <Option
            value={{ type: 'international' }}
            selected={value}
            onPick={onPick}
            title={t('withdraw.internationalCard')}
            detail={`${intl.bank_name} ${cardTail(intl.card_number)} · ${intl.real_name}`}
          />
        ) : intl === null ? (
          <AddLink
            label={t('withdraw.addInternational')}
            path={ADD_PATHS.international}
            testId="dest-add-international"
          />
        ) : null}
      </div>
      {props.error ? <div className="field-error">{props.error}</div> : null}
    </div>
  );
}
