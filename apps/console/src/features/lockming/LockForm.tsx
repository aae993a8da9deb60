import { LOCK_CATEGORIES, type OpsLockProduct } from '@meridian/contract/earn';
import { Form, Select, Space } from 'antd';
import { EarnFormModal, TermInput, useSaveAndClose } from '../../components/EarnFormModal';
import { showErrors, TextsTabs } from '../../components/EarnParts';
import { useCurrencies } from '../../lib/earn';
import { filledLanguages } from '../../lib/earn-forms';
import { E } from '../../strings-earn';
import { useLockSave } from './calls';
import { lockFormOf, lockRequest, lockTermsLocked, type LockForm, type LockTextKey } from './forms';
import { LOCK } from './strings';

const TEXT_FIELDS: { key: LockTextKey; label: string; multiline?: boolean; max: number }[] = [
  { key: 'title', label: E.title, max: 80 },
  { key: 'intro', label: LOCK.intro, multiline: true, max: 1000 },
];

/** Where the product is listed (the lock-mining list shows all; DeFi and cloud mining their own). */
const CATEGORY_OPTIONS = LOCK_CATEGORIES.map((c) => ({ value: c, label: LOCK.categoryNames[c] }));

const blank: LockForm = {
  currency_id: 3,
  save_min: '',
  day: '',
  rate_min: '',
  rate_max: '',
  cancel_rate: '',
  category: 'standard',
  texts: { en: { title: '', intro: '' } },
};

/** Create or edit a lock-mining product; with running locks its terms are disabled and the form says why. */
export function LockFormModal({
  product,
  onClose,
}: {
  product: OpsLockProduct | 'new' | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<LockForm>();
  const save = useLockSave();
  const currencies = useCurrencies();
  const existing = product !== null && product !== 'new' ? product : null;
  const locked = existing ? lockTermsLocked(existing) : false;
  const send = useSaveAndClose(save, existing !== null, onClose);
  const options = (currencies.data?.currency ?? [])
    .filter((c) => c.kind !== 'stock')
    .map((c) => ({ value: c.id, label: c.name }));

  const onFinish = (v: LockForm) => {
    const f: LockForm = {
      currency_id: v.currency_id ?? null,
      save_min: v.save_min ?? '',
      day: String(v.day ?? ''),
      rate_min: v.rate_min ?? '',
      rate_max: v.rate_max ?? '',
      cancel_rate: v.cancel_rate ?? '',
      category: v.category ?? 'standard',
      texts: v.texts ?? {},
    };
    const { request, errors } = lockRequest(f, existing?.id);
    if (showErrors(form, errors)) return;
    send(request);
  };

  return (
    <EarnFormModal<LockForm>
      open={product !== null}
      width={680}
      title={existing ? LOCK.editLock(existing.title) : LOCK.newLock}
      editing={existing !== null}
      saving={save.isPending}
      saveTestId="lock-save"
      locked={locked}
      lockedText={E.termsLocked}
      form={form}
      initialValues={existing ? lockFormOf(existing) : blank}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Space.Compact block>
        <Form.Item name="currency_id" label={LOCK.colCurrency} style={{ flex: 1 }}>
          <Select options={options} loading={currencies.isPending} disabled={locked} showSearch />
        </Form.Item>
        <TermInput name="save_min" label={LOCK.minAmount} locked={locked} />
        <TermInput name="day" label={LOCK.lockDaysCol} locked={locked} whole />
      </Space.Compact>
      <Space.Compact block>
        <TermInput name="rate_min" label={LOCK.rateMin} locked={locked} />
        <TermInput name="rate_max" label={LOCK.rateMax} locked={locked} />
      </Space.Compact>
      <Space.Compact block>
        <TermInput name="cancel_rate" label={LOCK.penalty} locked={locked} />
        <Form.Item name="category" label={LOCK.category} style={{ flex: 1 }}>
          <Select options={CATEGORY_OPTIONS} data-testid="lock-category" />
        </Form.Item>
      </Space.Compact>
      <TextsTabs fields={TEXT_FIELDS} filled={existing ? filledLanguages(existing.texts) : ['en']} />
    </EarnFormModal>
  );
}
