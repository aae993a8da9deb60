import type { OpsCouponCampaign } from '@meridian/contract/coupons';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useCouponCampaigns } from './calls';
import { CP } from './strings';
import { CouponCampaigns } from './CouponCampaigns';
import { CouponCampaignModal } from './CouponCampaignForm';
import { CouponGrantModal } from './CouponGrant';
import { CouponIssued } from './CouponIssued';

/**
 * Coupons: the campaigns (create, edit, pause/resume — audited) with which one grants on registration
 * and to inviters now, the manual grant to up to 100 users, and every issued coupon with its state and use.
 */
export function CouponsPage() {
  const campaigns = useCouponCampaigns();
  const [editing, setEditing] = useState<OpsCouponCampaign | 'new' | null>(null);
  const [granting, setGranting] = useState(false);
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
        <Typography.Title level={3}>{CP.title}</Typography.Title>
        <Space>
          <Button data-testid="coupon-grant" onClick={() => setGranting(true)}>
            {CP.grant}
          </Button>
          <Button type="primary" data-testid="coupon-campaign-add" onClick={() => setEditing('new')}>
            {CP.newCampaign}
          </Button>
        </Space>
      </Space>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 960 }} title={CP.hint} />
      <CouponCampaigns onEdit={setEditing} />
      <CouponIssued campaigns={campaigns.data ?? []} />
      <CouponCampaignModal campaign={editing} onClose={() => setEditing(null)} />
      <CouponGrantModal open={granting} campaigns={campaigns.data ?? []} onClose={() => setGranting(false)} />
    </>
  );
}
