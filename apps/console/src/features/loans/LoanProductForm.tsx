import { LOAN_TERMS } from '@meridian/contract/loans';
import type { LoanProduct } from '@meridian/contract/loans';
import { Checkbox, Form, Input, Select, Space, Switch } from 'antd';
import { EarnFormModal, useSaveAndClose } from '../../components/EarnFormModal';
import { showErrors } from '../../components/EarnParts';
import { useCurrencies } from '../../lib/earn';
import { useLoanProductSave } from './calls';
import { BLANK_LOAN_PRODUCT, dailyRate, productFormOf, productRequest } from './forms';
import type { LoanProductForm } from './forms';
import { L } from './strings';

function Field({ name, label, flex = 1 }: { name: keyof LoanProductForm; label: string; flex?: number }) {
  return (
    <Form.Item name={name} label={label} style={{ flex }}>
      <Input inputMode="decimal" autoComplete="off" data-testid={`loan-form-${name}`} />
    </Form.Item>
  );
}

/**
 * Create the product of a collateral coin (one per coin: coins that have one are not offered) or edit it; the
 * changes apply to new loans. The checks are the server's (loan_product_invalid), shown per field first.
 */
export function LoanProductModal({
  product,
  products,
  onClose,
}: {
  product: LoanProduct | 'new' | null;
  products: readonly LoanProduct[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<LoanProductForm>();
  const save = useLoanProductSave();
  const currencies = useCurrencies();
  const existing = product !== null && product !== 'new' ? product : null;
  const send = useSaveAndClose(save, existing !== null, onClose);
  const taken = new Set(products.map((p) => p.currency_id));
  const hourly = Form.useWatch('hourly_rate', form) ?? '';
  const options = (currencies.data?.currency ?? [])
    .filter((c) => c.kind !== 'stock' && c.name !== 'USDT')
    .map((c) => ({
      value: c.id,
      label: taken.has(c.id) && c.id !== existing?.currency_id ? `${c.name} — ${L.coinTaken}` : c.name,
      disabled: taken.has(c.id) && c.id !== existing?.currency_id,
    }));

  const onFinish = (v: LoanProductForm) => {
    const { request, errors } = productRequest(
      {
        ...BLANK_LOAN_PRODUCT,
        ...v,
        currency_id: v.currency_id ?? null,
        terms: v.terms ?? [],
        enabled: v.enabled ?? false,
      },
      existing ?? undefined,
    );
    if (showErrors(form, errors)) return;
    send(request);
  };

  return (
    <EarnFormModal<LoanProductForm>
      open={product !== null}
      width={640}
      title={existing ? L.editProduct(existing.currency) : L.newProduct}
      editing={existing !== null}
      saving={save.isPending}
      saveTestId="loan-product-save"
      locked={false}
      lockedText=""
      form={form}
      initialValues={existing ? productFormOf(existing) : BLANK_LOAN_PRODUCT}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item name="currency_id" label={L.colCollateral} extra={L.formHint}>
        <Select
          options={options}
          loading={currencies.isPending}
          disabled={existing !== null}
          data-testid="loan-form-currency"
        />
      </Form.Item>
      <Space.Compact block>
        <Field name="initial_ltv" label={L.initialLtv} />
        <Field name="margin_call_ltv" label={L.marginCallLtv} />
        <Field name="liquidation_ltv" label={L.liquidationLtv} />
      </Space.Compact>
      <Form.Item
        name="hourly_rate"
        label={L.hourlyRate}
        extra={dailyRate(hourly) ? L.hourlyRateHint(dailyRate(hourly)) : undefined}
      >
        <Input inputMode="decimal" autoComplete="off" data-testid="loan-form-hourly_rate" />
      </Form.Item>
      <Form.Item name="terms" label={L.terms}>
        <Checkbox.Group options={LOAN_TERMS.map((d) => ({ value: d, label: L.termDays(d) }))} />
      </Form.Item>
      <Space.Compact block>
        <Field name="min_borrow" label={L.minBorrow} />
        <Field name="max_borrow" label={L.maxBorrow} />
      </Space.Compact>
      <Form.Item name="enabled" label={L.enabledField} valuePropName="checked">
        <Switch data-testid="loan-form-enabled" />
      </Form.Item>
    </EarnFormModal>
  );
}
