import { Empty } from 'antd';
import { S } from '../strings';

/** The empty state of a list ("No data"), or a quiet "Loading…" before the first reply. */
export function ListEmpty({ loading }: { loading: boolean }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? S.loading : S.empty} />;
}
