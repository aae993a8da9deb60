import { Typography } from 'antd';
import { formatDate, formatClock } from '../lib/format';
import { S } from '../strings';

/** A timestamp in two short lines (date, then time) so tables stay narrow. */
export function TimeCell({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <>{S.none}</>;
  const date = formatDate(iso);
  return (
    <div className="num">
      <div>{date}</div>
      {date !== iso && <Typography.Text type="secondary">{formatClock(iso)}</Typography.Text>}
    </div>
  );
}
