import { ACCOUNT_FIELDS } from '@meridian/contract/wallet';
import type { WalletBalances, WalletRow } from '@meridian/contract/wallet';
import { Checkbox } from 'antd-mobile';
import {
  ArrowDownCircleOutline,
  ArrowsAltOutline,
  EyeInvisibleOutline,
  EyeOutline,
  BillOutline,
  SetOutline,
  LoopOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DemoFundsCard } from '../../demo';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { futuresAccountRows } from '../../futures';
import { accountOf, accountTypeOf } from '../data/accounts';
import { visibleRows } from '../data/visibleRows';
import { useWalletBalances } from '../data/hooks';
import { useFundUi } from '../../../state/fundUi';
import { CoinBadge } from '../components/CoinBadge';
import { HIDDEN, formatAmount, formatFiat } from '../../../lib/money';
import './fund.css';

export const FUND_PATHS = {
  deposit: '/pages/fund/receive',
  withdraw: '/pages/fund/withdraw',
  transfer: '/pages/fund/fundTransfer',
  convert: '/pages/fund/transfer',
  records: '/pages/fund/receive_withdraw_record',
} as const;

function Action({
  icon,
  label,
  testId,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="fund-action" data-testid={testId} onClick={onClick}>
      <span className="fund-action-icon">{icon}</span>
      <span>{label}</span>
    </button>
  );
}

function RowItem({ row, hidden, onClick }: { row: WalletRow; hidden: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const fiat = useWalletBalances().data?.fiat.code ?? 'USD';
  return (
    <button
      type="button"
      className="coin-row"
      data-testid={`coin-row-${row.currency_name}`}
      onClick={onClick}
    >
      <div className="coin-row-head">
        <CoinBadge name={row.currency_name} size={28} />
        <span className="coin-row-name">{row.currency_name}</span>
        <span className="coin-row-value">{hidden ? HIDDEN : formatFiat(row.fiat_value, fiat)}</span>
      </div>
      <div className="coin-row-grid">
        <div>
          <span>{t('fund.available')}</span>
          <b>{hidden ? HIDDEN : formatAmount(row.available, row.precision, row.currency_name)}</b>
        </div>
        <div>
          <span>{t('fund.frozen')}</span>
          <b>{hidden ? HIDDEN : formatAmount(row.frozen, row.precision, row.currency_name)}</b>
        </div>
        <div>
          <span>{t('fund.valueUsdt')}</span>
          <b>{hidden ? HIDDEN : formatAmount(row.usdt_value, 2)}</b>
        </div>
      </div>
    </button>
  );
}

function Overview({ data }: { data: WalletBalances }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hidden, toggleHidden, hideZero, setHideZero, account, setAccount } = useFundUi();
  const current = accountOf(data, account);
  // the futures account holds only its margin currency
  const rows = visibleRows(
    account === 'lever' ? futuresAccountRows(current.balance) : current.balance,
    hideZero,
  );
  const fiat = data.fiat.code;

  return (
    <>
      <div className="fund-total card" data-testid="fund-total">
        <div className="fund-total-label">
          <span>{t('fund.totalAssets')}</span>
          <button
            type="button"
            className="icon-btn"
            data-testid="fund-eye"
            aria-label={hidden ? t('fund.show') : t('fund.hide')}
            onClick={toggleHidden}
          >
            {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
          </button>
        </div>
        <div className="fund-total-value" data-testid="fund-total-usdt">
          {hidden ? HIDDEN : formatAmount(data.total_usdt, 2)}
          <small>USDT</small>
        </div>
        <div className="fund-total-fiat" data-testid="fund-total-fiat">
          ≈ {hidden ? HIDDEN : formatFiat(data.total_fiat, fiat)}
        </div>
        <div className="fund-actions" style={{ gridTemplateColumns: 'repeat(5, 1fr)' }}>
          <Action
            icon={<ArrowDownCircleOutline />}
            label={t('fund.deposit')}
            testId="fund-deposit"
            onClick={() => void navigate(FUND_PATHS.deposit)}
          />
          <Action
            icon={<UploadOutline />}
            label={t('fund.withdraw')}
            testId="fund-withdraw"
            onClick={() => void navigate(FUND_PATHS.withdraw)}
          />
          <Action
            icon={<LoopOutline />}
            label={t('fund.transfer')}
            testId="fund-transfer"
            onClick={() => void navigate(FUND_PATHS.transfer)}
          />
          <Action
            icon={<ArrowsAltOutline />}
            label={t('conversion.submit')}
            testId="fund-convert"
            onClick={() => void navigate(FUND_PATHS.convert)}
          />
          <Action
            icon={<BillOutline />}
            label={t('fund.records')}
            testId="fund-records"
            onClick={() => void navigate(FUND_PATHS.records)}
          />
        </div>
      </div>

      <div className="account-cards" role="tablist" aria-label={t('fund.accounts')}>
        {ACCOUNT_FIELDS.map((field) => {
          const acc = accountOf(data, field);
          return (
            <button
              key={field}
              type="button"
              role="tab"
              aria-selected={field === account}
              className={`account-card${field === account ? ' on' : ''}`}
              data-testid={`account-${field}`}
              onClick={() => setAccount(field)}
            >
              <span className="account-name">{t(`fund.account.${field}`)}</span>
              <span className="account-usdt">{hidden ? HIDDEN : formatAmount(acc.usdt_totle, 2)}</span>
              <span className="account-fiat">≈ {hidden ? HIDDEN : formatFiat(acc.fiat_totle, fiat)}</span>
            </button>
          );
        })}
      </div>

      <div className="coin-list-head">
        <span>{t('fund.accountCoins', { account: t(`fund.account.${account}`) })}</span>
        <Checkbox
          checked={hideZero}
          onChange={setHideZero}
          data-testid="fund-hide-zero"
          style={{ '--icon-size': '16px', '--font-size': '12px' }}
        >
          {t('fund.hideZero')}
        </Checkbox>
      </div>
      {rows.length === 0 ? (
        <EmptyView title={hideZero ? t('fund.noBalances') : t('common.noData')} testId="fund-empty" />
      ) : (
        <div className="coin-list" data-testid="coin-list">
          {rows.map((row) => (
            <RowItem
              key={row.currency}
              row={row}
              hidden={hidden}
              onClick={() =>
                void navigate(
                  `/pages/fund/assets_record?type=${accountTypeOf(account)}&currency=${row.currency}`,
                )
              }
            />
          ))}
        </div>
      )}
    </>
  );
}

/** /pages/fund/assets (tab 3) — totals with hide/show, the four accounts, currency rows, fund actions. */
export default function AssetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balances = useWalletBalances();

  const body = <QueryView query={balances}>{(data) => <Overview data={data} />}</QueryView>;

  return (
    <div className="page fund" data-testid="assets-page">
      <PageNav
        title={t('pages.assets')}
        back={false}
        right={
          <button
            type="button"
            className="icon-btn nav-action"
            aria-label={t('pages.setting')}
            data-testid="assets-settings"
            onClick={() => void navigate('/pages/setting/setting')}
          >
            <SetOutline />
          </button>
        }
      />
      <div className="page-body">
        <DemoFundsCard place="assets" />
        {body}
      </div>
    </div>
  );
}
