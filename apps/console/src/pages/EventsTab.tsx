import { Alert } from 'antd';
import { S } from '../strings';

/** Undelivered domain events (filled in once the server's domain-events service lists them). */
export function EventsTab() {
  return <Alert type="info" showIcon title={S.eventsPending} />;
}
