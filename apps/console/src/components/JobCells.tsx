import { Typography } from 'antd';
import { useEffect } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { clampPage, withParams } from '../lib/list-params';
import { S } from '../strings';

/** Table cells and helpers shared by the jobs and events tables. */

/** The first line of an error in red (the whole text is in the expanded row), or a quiet dash. */
export function ErrorCell({ headline, maxWidth = 380 }: { headline: string; maxWidth?: number }) {
  if (!headline) return <Typography.Text type="secondary">{S.none}</Typography.Text>;
  return (
    <Typography.Text type="danger" style={{ display: 'inline-block', maxWidth }}>
      {headline}
    </Typography.Text>
  );
}

/** Back to the last page that has rows once a list shrank under the current page (a retry took its row). */
export function useClampPage(
  data: { total: number } | undefined,
  placeholder: boolean,
  pagination: { page: number; limit: number; setParams: SetURLSearchParams },
): void {
  const { page, limit, setParams } = pagination;
  useEffect(() => {
    if (!data || placeholder) return;
    const fitting = clampPage(page, limit, data.total);
    if (fitting !== page) setParams((p) => withParams(p, { page: fitting }), { replace: true });
  }, [data, placeholder, page, limit, setParams]);
}
