import { COUPON_GRANT_MAX_USERS } from '@meridian/contract/coupons';
import type { OpsCouponCampaign, OpsCouponGrantResult } from '@meridian/contract/coupons';
import { App, Alert, Form, Input, List, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { parseGrantUsers, useCouponGrant } from './calls';
import { formatAmount } from '../../lib/format';
import { S } from '../../strings';
import { CP } from './strings';

interface GrantForm {
  campaign_id?: number;
  users: string;
}

/** The result of each user named: granted, or why not (the server's message key). */
function Results({ result }: { result: OpsCouponGrantResult }) {
  return (
    <>
      <Alert
        type={result.granted > 0 ? 'success' : 'warning'}
        showIcon
        style={{ marginBottom: 8 }}
        title={CP.grantOk(result.granted)}
        data-testid="coupon-grant-result"
      />
      <List
        size="small"
        header={CP.grantResults}
        dataSource={result.results}
        renderItem={(r) => (
          <List.Item>
            <Typography.Text>{r.user}</Typography.Text>
            {r.error ? <Tag color="error">{r.error}</Tag> : <Tag color="success">{CP.grantedTo}</Tag>}
          </List.Item>
        )}
      />
    </>
  );
}

/**
 * Grants a campaign's coupon to up to 100 users named by account, email or id (one per line); the result of
 * each is listed (a user who already has it, one not found, a campaign exhausted…). Audited by the server.
 */
export function CouponGrantModal({
  open,
  campaigns,
  onClose,
}: {
  open: boolean;
  campaigns: readonly OpsCouponCampaign[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<GrantForm>();
  const grant = useCouponGrant();
  const { message } = App.useApp();
  const [result, setResult] = useState<OpsCouponGrantResult | null>(null);
  const close = () => {
    setResult(null);
    onClose();
  };
  const onFinish = (v: GrantForm) => {
    if (!v.campaign_id) return;
    grant.mutate(
      { campaign_id: v.campaign_id, users: parseGrantUsers(v.users) },
      {
        onSuccess: (r) => {
          setResult(r);
          if (r.granted > 0) void message.success(CP.grantOk(r.granted));
        },
        onError: (err) => void message.error(err.message),
      },
    );
  };
  const usersRule = {
    validator: (_: unknown, v: string | undefined) => {
      const n = parseGrantUsers(v ?? '').length;
      return n >= 1 && n <= COUPON_GRANT_MAX_USERS
        ? Promise.resolve()
        : Promise.reject(new Error(CP.usersRequired(COUPON_GRANT_MAX_USERS)));
    },
  };
  return (
    <Modal
      open={open}
      width={560}
      title={CP.grantTitle}
      okText={CP.grant}
      cancelText={result ? CP.close : S.cancel}
      okButtonProps={{ loading: grant.isPending, 'data-testid': 'coupon-grant-submit' }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form<GrantForm> form={form} layout="vertical" preserve={false} onFinish={onFinish}>
        <Form.Item
          name="campaign_id"
          label={CP.campaign}
          rules={[{ required: true, message: CP.campaignRequired }]}
        >
          <Select
            data-testid="coupon-grant-campaign"
            showSearch={{ optionFilterProp: 'label' }}
            options={campaigns
              .filter((c) => c.active)
              .map((c) => ({
                value: c.id,
                label: `${c.name} — ${formatAmount(c.value)} USDT, ${CP.products[c.product]}`,
              }))}
          />
        </Form.Item>
        <Form.Item
          name="users"
          label={CP.users}
          extra={CP.usersHint(COUPON_GRANT_MAX_USERS)}
          rules={[usersRule]}
        >
          <Input.TextArea rows={4} data-testid="coupon-grant-users" />
        </Form.Item>
      </Form>
      {result ? <Results result={result} /> : null}
    </Modal>
  );
}
