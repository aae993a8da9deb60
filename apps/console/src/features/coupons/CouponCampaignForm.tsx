import { Decimal } from '@meridian/contract';
import {
  COUPON_PRODUCTS,
  COUPON_QUANTITY_MAX,
  COUPON_TRIGGERS,
  COUPON_VALIDITY_DAYS,
  COUPON_VALUE_DECIMALS,
  COUPON_VALUE_MAX,
  COUPON_NAME_MAX,
} from '@meridian/contract/coupons';
import type { OpsCouponCampaign, OpsCouponCampaignSaveRequest } from '@meridian/contract/coupons';
import { Form, Input, Select, Space, Switch } from 'antd';
import { App } from 'antd';
import { EarnFormModal } from '../../components/EarnFormModal';
import { useCampaignSave, validValue, validWhole } from './calls';
import { CP } from './strings';

export interface CampaignForm {
  name: string;
  product: OpsCouponCampaign['product'];
  value: string;
  validity_days: string;
  quantity: string;
  trigger: OpsCouponCampaign['trigger'];
  active: boolean;
}

const BLANK: CampaignForm = {
  name: '',
  product: 'futures',
  value: '',
  validity_days: '7',
  quantity: '1000',
  trigger: 'manual',
  active: true,
};

const formOf = (c: OpsCouponCampaign): CampaignForm => ({
  name: c.name,
  product: c.product,
  value: new Decimal(c.value).toFixed(),
  validity_days: String(c.validity_days),
  quantity: String(c.quantity),
  trigger: c.trigger,
  active: c.active,
});

const check = (ok: (v: string) => boolean, message: string) => ({
  validator: (_: unknown, v: string | undefined) =>
    ok(v ?? '') ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** Create a campaign or edit one (granted coupons keep their value and expiry); checked here, then by the server. */
export function CouponCampaignModal({
  campaign,
  onClose,
}: {
  campaign: OpsCouponCampaign | 'new' | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<CampaignForm>();
  const save = useCampaignSave();
  const { message } = App.useApp();
  const existing = campaign !== null && campaign !== 'new' ? campaign : null;
  const onFinish = (v: CampaignForm) => {
    const request: OpsCouponCampaignSaveRequest = {
      ...(existing ? { id: existing.id } : {}),
      name: v.name.trim(),
      product: v.product,
      value: v.value.trim(),
      validity_days: Number.parseInt(v.validity_days, 10),
      quantity: Number.parseInt(v.quantity, 10),
      trigger: v.trigger,
      active: v.active,
    };
    save.mutate(request, {
      onSuccess: () => {
        void message.success(existing ? CP.saved : CP.created);
        onClose();
      },
      onError: (err) => void message.error(err.message),
    });
  };
  return (
    <EarnFormModal<CampaignForm>
      open={campaign !== null}
      width={560}
      title={existing ? CP.editCampaign(existing.name) : CP.newCampaign}
      editing={existing !== null}
      saving={save.isPending}
      saveTestId="coupon-campaign-save"
      locked={existing !== null}
      lockedText={CP.editNote}
      form={form}
      initialValues={existing ? formOf(existing) : BLANK}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={CP.name}
        rules={[{ required: true, whitespace: true, message: CP.nameRequired }]}
      >
        <Input maxLength={COUPON_NAME_MAX} autoComplete="off" data-testid="coupon-form-name" />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="product" label={CP.product} style={{ flex: 1 }}>
          <Select
            data-testid="coupon-form-product"
            options={COUPON_PRODUCTS.map((p) => ({ value: p, label: CP.products[p] }))}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={CP.value}
          style={{ flex: 1 }}
          rules={[check(validValue, CP.valueInvalid(COUPON_VALUE_MAX, COUPON_VALUE_DECIMALS))]}
        >
          <Input inputMode="decimal" autoComplete="off" data-testid="coupon-form-value" />
        </Form.Item>
      </Space.Compact>
      <Space.Compact block>
        <Form.Item
          name="validity_days"
          label={CP.validityDays}
          style={{ flex: 1 }}
          rules={[
            check(
              (v) => validWhole(v, COUPON_VALIDITY_DAYS.min, COUPON_VALIDITY_DAYS.max),
              CP.validityInvalid(COUPON_VALIDITY_DAYS.min, COUPON_VALIDITY_DAYS.max),
            ),
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" data-testid="coupon-form-validity" />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={CP.quantity}
          style={{ flex: 1 }}
          rules={[
            check((v) => validWhole(v, 1, COUPON_QUANTITY_MAX), CP.quantityInvalid(COUPON_QUANTITY_MAX)),
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" data-testid="coupon-form-quantity" />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="trigger" label={CP.trigger} extra={CP.triggerHint}>
        <Select
          data-testid="coupon-form-trigger"
          options={COUPON_TRIGGERS.map((x) => ({ value: x, label: CP.triggers[x] }))}
        />
      </Form.Item>
      <Form.Item name="active" label={CP.activeField} valuePropName="checked">
        <Switch data-testid="coupon-form-active" />
      </Form.Item>
    </EarnFormModal>
  );
}
