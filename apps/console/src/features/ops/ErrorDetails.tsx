import { Descriptions, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { prettyPayload } from './jobs';
import { S } from '../../strings';
import { OPS } from './strings';

interface Props {
  /** Facts about the row (id, times, worker…), shown above the texts. */
  facts: DescriptionsProps['items'];
  error: string | null;
  payload: string;
}

/** The expanded row of a job or an event: its facts, the whole error text and the payload. */
export function ErrorDetails({ facts, error, payload }: Props) {
  return (
    <div style={{ maxWidth: 960 }}>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={facts} style={{ marginBottom: 8 }} />
      <Typography.Text strong>{OPS.errorDetails}</Typography.Text>
      <pre className="mono details-pre" data-testid="job-error">
        {error ?? OPS.noError}
      </pre>
      <Typography.Text strong>{OPS.payloadDetails}</Typography.Text>
      <pre className="mono details-pre">{prettyPayload(payload) || S.none}</pre>
    </div>
  );
}
