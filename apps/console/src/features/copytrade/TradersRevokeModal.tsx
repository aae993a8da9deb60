import type { OpsTraderItem } from '@meridian/contract/copytrade';
import { Alert } from 'antd';
import { RejectModal } from '../../components/RejectModal';
import { COPY } from './strings';

interface Props {
  trader: OpsTraderItem | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * Revoking a trader: says what happens (the follows of their followers end, open copies stay with the
 * followers, detached, and every follower is notified) and asks for a required reason (1–200 characters).
 */
export function TradersRevokeModal({ trader, pending, onCancel, onSubmit }: Props) {
  const name = trader ? trader.nickname || trader.account : '';
  return (
    <RejectModal
      open={trader !== null}
      pending={pending}
      onCancel={onCancel}
      onSubmit={onSubmit}
      title={COPY.revokeTitle(name)}
      okText={COPY.revokeOk}
      hint={COPY.revokeReasonHint}
      rows={3}
      notice={
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={COPY.revokeConsequence(trader?.stats.follow_num ?? 0)}
          data-testid="trader-revoke-consequence"
        />
      }
    />
  );
}
