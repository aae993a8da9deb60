import { Typography } from 'antd';
import { CP } from '../strings-coupons';

/** Issue 18: coupon campaigns, their grants, and the registration / invitation grant settings. */
export function CouponsPage() {
  return <Typography.Title level={3}>{CP.title}</Typography.Title>;
}
