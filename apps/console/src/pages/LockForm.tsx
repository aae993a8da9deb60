import type { OpsLockProduct } from '@meridian/contract';
import { App, Form, Input, Modal, Select, Space } from 'antd';
import { showErrors, TermsLockedNote, TextsTabs } from '../components/EarnParts';
import { useCurrencies, useLockSave } from '../data/earn';
import {
  filledLanguages,
  lockFormOf,
  lockRequest,
  lockTermsLocked,
  type LockForm,
  type LockTextKey,
} from '../lib/earn-forms';
import { S } from '../strings';
import { E } from '../strings-earn';

const TEXT_FIELDS: { key: LockTextKey; label: string; multiline?: boolean; max: number }[] = [
  { key: 'title', label: E.title, max: 80 },
  { key: 'intro', label: E.intro, multiline: true, max: 1000 },
];

const blank: LockForm = {
  currency_id: 3,
  save_min: '',
  day: '',
  rate_min: '',
  rate_max: '',
  cancel_rate: '',
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
  const { message } = App.useApp();
  const [form] = Form.useForm<LockForm>();
  const save = useLockSave();
  const currencies = useCurrencies();
  const existing = product !== null && product !== 'new' ? product : null;
  const locked = existing ? lockTermsLocked(existing) : false;
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
      texts: v.texts ?? {},
    };
    const { request, errors } = lockRequest(f, existing?.id);
    if (showErrors(form, errors)) return;
    save.mutate(request, {
      onSuccess: () => {
        void message.success(existing ? S.saved : E.created);
        onClose();
      },
      onError: (err) => void message.error(err.message),
    });
  };

  return (
    <Modal
      open={product !== null}
      width={680}
      title={existing ? E.editLock(existing.title) : E.newLock}
      okText={existing ? S.save : E.create}
      cancelText={S.cancel}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'lock-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <TermsLockedNote locked={locked} text={E.termsLocked} />
      <Form<LockForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={existing ? lockFormOf(existing) : blank}
        onFinish={onFinish}
      >
        <Space.Compact block>
          <Form.Item name="currency_id" label={E.colCurrency} style={{ flex: 1 }}>
            <Select options={options} loading={currencies.isPending} disabled={locked} showSearch />
          </Form.Item>
          <Form.Item name="save_min" label={E.minAmount} style={{ flex: 1 }}>
            <Input inputMode="decimal" autoComplete="off" disabled={locked} />
          </Form.Item>
          <Form.Item name="day" label={E.lockDaysCol} style={{ flex: 1 }}>
            <Input inputMode="numeric" autoComplete="off" disabled={locked} />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block>
          <Form.Item name="rate_min" label={E.rateMin} style={{ flex: 1 }}>
            <Input inputMode="decimal" autoComplete="off" disabled={locked} />
          </Form.Item>
          <Form.Item name="rate_max" label={E.rateMax} style={{ flex: 1 }}>
            <Input inputMode="decimal" autoComplete="off" disabled={locked} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="cancel_rate" label={E.penalty}>
          <Input inputMode="decimal" autoComplete="off" disabled={locked} />
        </Form.Item>
        <TextsTabs fields={TEXT_FIELDS} filled={existing ? filledLanguages(existing.texts) : ['en']} />
      </Form>
    </Modal>
  );
}
