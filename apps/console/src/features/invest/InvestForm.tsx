import { INVEST_TYPES } from '@meridian/contract/earn';
import type { OpsInvestProduct } from '@meridian/contract/earn';
import { DatePicker, Form, Input, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EarnFormModal, TermInput, useSaveAndClose } from '../../components/EarnFormModal';
import { showErrors } from '../../components/EarnParts';
import { useCurrencies } from '../../lib/earn';
import { firstSettableDay } from '../../lib/earn-forms';
import { E } from '../../strings-earn';
import { useInvestSave } from './calls';
import { investFormOf, investRequest, investTermsLocked, type InvestForm } from './forms';
import { INVEST } from './strings';

interface Values extends Omit<InvestForm, 'end_time'> {
  end_time: Dayjs | null;
}

const blank: InvestForm = {
  name: '',
  section: '',
  type: 'call',
  currency_id: 1,
  per_price: '',
  apr: '',
  linked_price: '',
  end_time: '',
  total_number: '',
  user_limit: '',
};

/**
 * Create or edit an invest product. Once anyone bought a share its terms are disabled (name and section may
 * still change) and the form says why. The coin is one with a USDT market (the settlement reads its feed).
 */
export function InvestFormModal({
  product,
  onClose,
}: {
  product: OpsInvestProduct | 'new' | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useInvestSave();
  const currencies = useCurrencies();
  const existing = product !== null && product !== 'new' ? product : null;
  const locked = existing ? investTermsLocked(existing) : false;
  const send = useSaveAndClose(save, existing !== null, onClose);
  const initial = existing ? investFormOf(existing) : blank;
  const first = firstSettableDay(Date.now());
  const coins = (currencies.data?.currency ?? [])
    .filter((c) => c.is_match && c.kind !== 'stock')
    .map((c) => ({ value: c.id, label: `${c.name} (${c.full_name})` }));

  const onFinish = (v: Values) => {
    const f: InvestForm = {
      name: v.name ?? '',
      section: v.section ?? '',
      type: v.type,
      currency_id: v.currency_id ?? null,
      per_price: v.per_price ?? '',
      apr: v.apr ?? '',
      linked_price: v.linked_price ?? '',
      end_time: v.end_time ? v.end_time.format('YYYY-MM-DD') : '',
      total_number: String(v.total_number ?? ''),
      user_limit: String(v.user_limit ?? ''),
    };
    const { request, errors } = investRequest(f, Date.now(), existing?.id, locked);
    if (showErrors(form, errors)) return;
    send(request);
  };

  return (
    <EarnFormModal<Values>
      open={product !== null}
      width={680}
      title={existing ? INVEST.editInvest(existing.name) : INVEST.newInvest}
      editing={existing !== null}
      saving={save.isPending}
      saveTestId="dual-save"
      locked={locked}
      lockedText={E.termsLocked}
      form={form}
      initialValues={{ ...initial, end_time: initial.end_time ? dayjs(initial.end_time) : null }}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Space.Compact block>
        <Form.Item name="name" label={INVEST.name} style={{ flex: 2 }}>
          <Input autoComplete="off" maxLength={60} />
        </Form.Item>
        <Form.Item name="section" label={INVEST.section} style={{ flex: 1 }}>
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="type" label={INVEST.type}>
        <Radio.Group
          disabled={locked}
          options={INVEST_TYPES.map((t) => ({ value: t, label: INVEST.types[t] }))}
        />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="currency_id" label={INVEST.coin} style={{ flex: 1 }}>
          <Select options={coins} loading={currencies.isPending} disabled={locked} showSearch />
        </Form.Item>
        <TermInput name="linked_price" label={INVEST.linkedPrice} locked={locked} />
      </Space.Compact>
      <Space.Compact block>
        <TermInput name="per_price" label={INVEST.perPrice} locked={locked} />
        <TermInput name="apr" label={INVEST.apr} locked={locked} />
      </Space.Compact>
      <Space.Compact block>
        <Form.Item name="end_time" label={INVEST.maturity} style={{ flex: 1 }}>
          <DatePicker
            format="YYYY-MM-DD"
            disabled={locked}
            disabledDate={(d) => d.format('YYYY-MM-DD') < first}
          />
        </Form.Item>
        <TermInput name="total_number" label={INVEST.totalShares} locked={locked} whole />
        <TermInput name="user_limit" label={INVEST.userLimitShares} locked={locked} whole />
      </Space.Compact>
    </EarnFormModal>
  );
}
