import type { OpsSupportProfile } from '@meridian/contract/support';
import { Descriptions, Empty, List, Tag, Typography } from 'antd';
import { formatAmount, formatTime } from '../../lib/format';
import { SUP } from './strings';

/** Beside a thread: the user's profile, balances and recent records (OTC orders, loans); a visitor has none. */
export function SupportPanel({ profile }: { profile: OpsSupportProfile | null }) {
  if (!profile)
    return (
      <aside className="support-panel" data-testid="support-panel">
        <Typography.Title level={5}>{SUP.profile}</Typography.Title>
        <Typography.Paragraph type="secondary">{SUP.visitorProfile}</Typography.Paragraph>
      </aside>
    );
  return (
    <aside className="support-panel" data-testid="support-panel">
      <Typography.Title level={5}>{SUP.profile}</Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'account', label: SUP.account, children: profile.account },
          { key: 'nick', label: SUP.nickname, children: profile.nickname || '—' },
          { key: 'uid', label: SUP.uid, children: profile.user_id },
          { key: 'kyc', label: SUP.kyc, children: <Tag>{`Lv${profile.kyc_level}`}</Tag> },
        ]}
      />
      <Typography.Title level={5}>{SUP.balances}</Typography.Title>
      {profile.balances.length === 0 ? (
        <Typography.Text type="secondary">{SUP.noBalances}</Typography.Text>
      ) : (
        <table className="support-balances">
          <tbody>
            {profile.balances.map((b) => (
              <tr key={b.currency}>
                <td>{b.currency}</td>
                <td className="num">{formatAmount(b.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {SUP.recent}
      </Typography.Title>
      {profile.recent.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SUP.noRecent} />
      ) : (
        <List
          size="small"
          dataSource={profile.recent}
          renderItem={(r) => (
            <List.Item key={`${r.kind}:${r.ref}`} data-testid={`support-recent-${r.kind}-${r.ref}`}>
              <div style={{ width: '100%' }}>
                <div>
                  <Tag>{r.kind.toUpperCase()}</Tag>
                  <Typography.Text>{r.title}</Typography.Text>
                </div>
                <Typography.Text type="secondary">
                  #{r.ref} · {r.status}
                  {r.amount ? ` · ${formatAmount(r.amount)} ${r.currency ?? ''}` : ''} · {formatTime(r.time)}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </aside>
  );
}
