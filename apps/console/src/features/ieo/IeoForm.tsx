import type { OpsIeoProject } from '@meridian/contract/earn';
import { DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EarnFormModal, TermInput, useSaveAndClose } from '../../components/EarnFormModal';
import { showErrors, TextsTabs } from '../../components/EarnParts';
import { useCurrencies } from '../../lib/earn';
import { filledLanguages } from '../../lib/earn-forms';
import { E } from '../../strings-earn';
import { useIeoSave } from './calls';
import { ieoFormOf, ieoRequest, ieoTermsLocked, type IeoForm, type IeoTextKey } from './forms';
import { IEO } from './strings';

interface Values extends Omit<IeoForm, 'start_at' | 'end_at'> {
  window: [Dayjs | null, Dayjs | null] | null;
}

const TEXT_FIELDS: { key: IeoTextKey; label: string; multiline?: boolean; max: number }[] = [
  { key: 'title', label: E.title, max: 80 },
  { key: 'summary', label: IEO.summary, max: 200 },
  { key: 'content', label: IEO.content, multiline: true, max: 5000 },
];

const blank: IeoForm = {
  symbol: '',
  token_name: '',
  pay_currency_id: 3,
  price: '',
  amount: '',
  min: '',
  user_limit: '',
  start_at: '',
  end_at: '',
  lock_days: '0',
  white_book: '',
  link: '',
  logo: '',
  texts: { en: { title: '', summary: '', content: '' } },
};

/**
 * Create or edit an IEO project. Once anyone subscribed (or it was allocated) the terms are disabled and the
 * form says why; the symbol never changes after creation (it is the token's currency).
 */
export function IeoFormModal({
  project,
  onClose,
}: {
  project: OpsIeoProject | 'new' | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useIeoSave();
  const currencies = useCurrencies();
  const existing = project !== null && project !== 'new' ? project : null;
  const locked = existing ? ieoTermsLocked(existing) : false;
  const send = useSaveAndClose(save, existing !== null, onClose);
  const tokenName =
    currencies.data?.currency.find((c) => c.id === existing?.currency_id)?.full_name ??
    existing?.symbol ??
    '';
  const initial = existing ? ieoFormOf(existing, tokenName) : blank;
  const payOptions = (currencies.data?.currency ?? [])
    .filter((c) => c.kind !== 'stock' && c.kind !== 'token')
    .map((c) => ({ value: c.id, label: c.name }));

  const onFinish = (v: Values) => {
    const [start, end] = v.window ?? [null, null];
    const f: IeoForm = {
      ...v,
      symbol: v.symbol ?? '',
      token_name: v.token_name ?? '',
      price: v.price ?? '',
      amount: v.amount ?? '',
      min: v.min ?? '',
      user_limit: v.user_limit ?? '',
      lock_days: String(v.lock_days ?? ''),
      white_book: v.white_book ?? '',
      link: v.link ?? '',
      logo: v.logo ?? '',
      texts: v.texts ?? {},
      start_at: start ? start.toISOString() : '',
      end_at: end ? end.toISOString() : '',
    };
    const { request, errors } = ieoRequest(f, existing?.id);
    const mapped = { ...errors } as Record<string, string>;
    if (errors.start_at || errors.end_at) mapped.window = errors.end_at ?? errors.start_at ?? '';
    delete mapped.start_at;
    delete mapped.end_at;
    if (showErrors(form, mapped)) return;
    send(request);
  };

  return (
    <EarnFormModal<Values>
      open={project !== null}
      width={760}
      title={existing ? IEO.editIeo(existing.symbol) : IEO.newIeo}
      editing={existing !== null}
      saving={save.isPending}
      saveTestId="ieo-save"
      locked={locked}
      lockedText={IEO.termsLockedIeo}
      form={form}
      initialValues={{
        ...initial,
        window: initial.start_at ? [dayjs(initial.start_at), dayjs(initial.end_at)] : null,
      }}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Space.Compact block>
        <Form.Item
          name="symbol"
          label={IEO.symbol}
          style={{ flex: 1 }}
          extra={existing ? IEO.symbolFixed : undefined}
        >
          <Input disabled={existing !== null} autoComplete="off" maxLength={10} />
        </Form.Item>
        <Form.Item name="token_name" label={IEO.tokenName} style={{ flex: 2 }}>
          <Input disabled={existing !== null} autoComplete="off" maxLength={40} />
        </Form.Item>
      </Space.Compact>
      <Space.Compact block>
        <Form.Item name="pay_currency_id" label={IEO.payCurrency} style={{ flex: 1 }}>
          <Select options={payOptions} loading={currencies.isPending} disabled={locked} />
        </Form.Item>
        <TermInput name="price" label={IEO.price} locked={locked} flex={2} />
      </Space.Compact>
      <Space.Compact block>
        <TermInput name="amount" label={IEO.supply} locked={locked} />
        <TermInput name="min" label={IEO.minSubscription} locked={locked} />
        <TermInput name="user_limit" label={IEO.userLimit} locked={locked} />
      </Space.Compact>
      <Space.Compact block>
        <Form.Item name="window" label={`${IEO.startAt} – ${IEO.endAt}`} style={{ flex: 2 }}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabled={locked}
          />
        </Form.Item>
        <TermInput name="lock_days" label={IEO.lockDays} locked={locked} whole />
      </Space.Compact>
      <Space.Compact block>
        <Form.Item name="white_book" label={IEO.whiteBook} style={{ flex: 1 }}>
          <Input autoComplete="off" maxLength={300} />
        </Form.Item>
        <Form.Item name="link" label={IEO.website} style={{ flex: 1 }}>
          <Input autoComplete="off" maxLength={300} />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="logo" label={IEO.logo}>
        <Input autoComplete="off" maxLength={300} />
      </Form.Item>
      <TextsTabs fields={TEXT_FIELDS} filled={existing ? filledLanguages(existing.texts) : ['en']} />
    </EarnFormModal>
  );
}
