import type { OpsLockProduct } from '@meridian/contract/earn';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { earnColumns, EarnListPage, TwoLines } from '../../components/EarnList';
import { formatAmount } from '../../lib/format';
import { S } from '../../strings';
import { E } from '../../strings-earn';
import { useLockPause, useLockProducts } from './calls';
import { LOCK } from './strings';
import { LockFormModal } from './LockForm';
import { LockRatesDrawer } from './LockRates';

/**
 * Lock-mining products: currency, minimum, lock days, daily rate range with today's and tomorrow's
 * published rate, penalty, running locks and the amount locked; create, edit (terms fixed once it has orders),
 * pause/resume, and the day rates (list, set a future day within the range).
 */
export function LockPage() {
  const pause = useLockPause();
  const [editing, setEditing] = useState<OpsLockProduct | 'new' | null>(null);
  const [rates, setRates] = useState<OpsLockProduct | null>(null);

  const columns = earnColumns<OpsLockProduct>({
    product: {
      title: E.colProduct,
      key: 'product',
      name: (p) => p.title,
      below: (p) => <Typography.Text type="secondary">{p.currency_name}</Typography.Text>,
    },
    terms: [
      { title: LOCK.minAmount, key: 'min', render: (_: unknown, p) => formatAmount(p.save_min) },
      { title: LOCK.lockDaysCol, dataIndex: 'day' },
      { title: LOCK.rateRange, key: 'range', render: (_: unknown, p) => `${p.rate_min} – ${p.rate_max}` },
      {
        title: LOCK.todayRate,
        key: 'rates',
        render: (_: unknown, p) => `${p.interest_rate || S.none} / ${p.next_rate || S.none}`,
      },
      { title: LOCK.penalty, dataIndex: 'cancel_rate' },
      {
        title: LOCK.running,
        key: 'running',
        render: (_: unknown, p) => (
          <TwoLines top={p.running} bottom={`${formatAmount(p.locked)} ${p.currency_name}`} />
        ),
      },
    ],
    testIdPrefix: 'lock',
    pauseName: (p) => p.title,
    pause,
    onEdit: setEditing,
    beforePause: (p) => (
      <Button size="small" data-testid={`lock-rates-${p.id}`} onClick={() => setRates(p)}>
        {LOCK.rates}
      </Button>
    ),
  });

  return (
    <EarnListPage<OpsLockProduct>
      title={LOCK.lockTitle}
      hint={LOCK.lockHint}
      addLabel={LOCK.newLock}
      addTestId="lock-add"
      onAdd={() => setEditing('new')}
      useList={useLockProducts}
      columns={columns}
    >
      <LockFormModal product={editing} onClose={() => setEditing(null)} />
      <LockRatesDrawer product={rates} onClose={() => setRates(null)} />
    </EarnListPage>
  );
}
