import type { LockDayRate, OpsLockProduct } from '@meridian/contract/earn';
import { Alert, App, Button, DatePicker, Drawer, Form, Input, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ListEmpty } from '../../components/ListEmpty';
import { ListError } from '../../components/ListError';
import { TimeCell } from '../../components/TimeCell';
import { firstSettableDay } from '../../lib/earn-forms';
import { S } from '../../strings';
import { useLockRates, useLockSetRate } from './calls';
import { dayRateErrors } from './forms';
import { LOCK } from './strings';

const PAGE = 20;

const columns: TableColumnsType<LockDayRate> = [
  { title: LOCK.colDay, dataIndex: 'day' },
  { title: LOCK.colRate, dataIndex: 'rate' },
  {
    title: LOCK.colSource,
    dataIndex: 'source',
    render: (v: LockDayRate['source']) => (
      <Tag color={v === 'operator' ? 'blue' : 'default'}>{LOCK.sources[v]}</Tag>
    ),
  },
  { title: LOCK.colPublished, dataIndex: 'published_at', render: (v: string) => <TimeCell iso={v} /> },
];

interface Values {
  day: Dayjs | null;
  rate: string;
}

/**
 * A product's published day rates, latest day first, and a form to set the rate of a day that has not started
 * (tomorrow UTC or later) within the product's range (the server checks both and audits it).
 */
export function LockRatesDrawer({
  product,
  onClose,
}: {
  product: OpsLockProduct | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const rates = useLockRates(product ? { config_id: product.id, page, limit: PAGE } : null);
  const setRate = useLockSetRate();
  const [form] = Form.useForm<Values>();
  const first = firstSettableDay(Date.now());

  const onFinish = (v: Values) => {
    if (!product) return;
    const input = { day: v.day ? v.day.format('YYYY-MM-DD') : '', rate: (v.rate ?? '').trim() };
    const errors = dayRateErrors(input, product, Date.now());
    const fields = Object.entries(errors).map(([name, error]) => ({
      name: name as keyof Values,
      errors: [error],
    }));
    if (fields.length > 0) {
      form.setFields(fields);
      return;
    }
    setRate.mutate(
      { config_id: product.id, ...input },
      {
        onSuccess: () => {
          void message.success(LOCK.rateSet);
          form.resetFields(['rate']);
        },
        onError: (err) => void message.error(err.message),
      },
    );
  };

  return (
    <Drawer
      open={product !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      size={640}
      title={product ? LOCK.ratesTitle(product.title) : ''}
      destroyOnHidden
    >
      {product && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={LOCK.ratesHint(product.rate_min, product.rate_max)}
          />
          <Form<Values>
            form={form}
            layout="inline"
            initialValues={{ day: dayjs(first), rate: '' }}
            onFinish={onFinish}
            style={{ marginBottom: 16, rowGap: 8 }}
          >
            <Form.Item name="day" label={LOCK.day}>
              <DatePicker
                format="YYYY-MM-DD"
                disabledDate={(d) => d.format('YYYY-MM-DD') < first}
                allowClear={false}
              />
            </Form.Item>
            <Form.Item name="rate" label={LOCK.rate}>
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder={`${product.rate_min} – ${product.rate_max}`}
                style={{ width: 140 }}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={setRate.isPending} data-testid="rate-set">
              {LOCK.setRate}
            </Button>
          </Form>
          {rates.isError && !rates.data ? (
            <ListError error={rates.error} onRetry={() => void rates.refetch()} />
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text type="secondary">{S.total(rates.data?.total ?? 0)}</Typography.Text>
              <Table<LockDayRate>
                size="small"
                rowKey="day"
                columns={columns}
                dataSource={rates.data?.data ?? []}
                loading={rates.isFetching}
                locale={{ emptyText: <ListEmpty loading={rates.isPending} /> }}
                pagination={{
                  current: page,
                  pageSize: PAGE,
                  total: rates.data?.total ?? 0,
                  hideOnSinglePage: true,
                  onChange: setPage,
                }}
              />
            </Space>
          )}
        </>
      )}
    </Drawer>
  );
}
