import { Typography } from 'antd';
import { formatAmount } from '../../lib/format';
import { percent } from './traders';
import { COPY } from './strings';
import { TradersFacts } from './TradersFacts';

interface Terms {
  bio: string;
  profit_share: string;
  max_followers: number;
  min_amount: string;
}

/**
 * A trader's (or applicant's) terms: profit share, follower cap, minimum copy budget, and the bio under them
 * (wrapped, at most 280 characters), so the table fits a 1280 px screen.
 */
export function TradersTerms({ row }: { row: Terms }) {
  return (
    <div style={{ maxWidth: 240 }}>
      <TradersFacts
        facts={[
          { label: COPY.termShare, value: percent(row.profit_share) },
          { label: COPY.termMaxFollowers, value: String(row.max_followers) },
          { label: COPY.termMinAmount, value: formatAmount(row.min_amount) },
        ]}
      />
      {row.bio.trim() ? (
        <Typography.Paragraph
          type="secondary"
          style={{ whiteSpace: 'pre-wrap', margin: '6px 0 0' }}
          ellipsis={{ rows: 3, expandable: true, symbol: COPY.more }}
        >
          {row.bio}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
