import { Typography } from 'antd';
import { formatAmount } from '../lib/format';
import { percent } from '../lib/traders';
import { S } from '../strings';
import { TradersFacts } from './TradersFacts';

interface Terms {
  bio: string;
  profit_share: string;
  max_followers: number;
  min_amount: string;
}

/** A trader's (or applicant's) terms: profit share, follower cap, minimum copy budget. */
export function TradersTerms({ row }: { row: Terms }) {
  return (
    <TradersFacts
      facts={[
        { label: S.termShare, value: percent(row.profit_share) },
        { label: S.termMaxFollowers, value: String(row.max_followers) },
        { label: S.termMinAmount, value: formatAmount(row.min_amount) },
      ]}
    />
  );
}

/** The bio, wrapped and capped in width (at most 280 characters). */
export function TradersBio({ bio }: { bio: string }) {
  return bio.trim() ? (
    <Typography.Paragraph style={{ maxWidth: 260, whiteSpace: 'pre-wrap', marginBottom: 0 }}>
      {bio}
    </Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary">{S.none}</Typography.Text>
  );
}
