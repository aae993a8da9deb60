import {
  VITALS_DAYS_DEFAULT,
  VITALS_DAYS_MAX,
  type OpsVitalsRow,
  type VitalsMetric,
} from '@meridian/contract/vitals';
import { Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { QueryTable } from '../../components/QueryTable';
import { withParams } from '../../lib/list-params';
import { S } from '../../strings';
import { useVitalsDaily } from './calls';
import { VITALS } from './strings';
import { RATING_COLORS, samplesOf, statCell } from './vitals';

const DAY_CHOICES = [1, 7, VITALS_DAYS_DEFAULT, VITALS_DAYS_MAX];

function readDays(params: URLSearchParams): number {
  const n = Number(params.get('days'));
  return DAY_CHOICES.includes(n) ? n : VITALS_DAYS_DEFAULT;
}

function metricColumn(metric: VitalsMetric, title: string): TableColumnsType<OpsVitalsRow>[number] {
  return {
    title,
    key: metric,
    render: (_: unknown, row) => {
      const cell = statCell(metric, row.metrics[metric]);
      if (!cell) return <Typography.Text type="secondary">{S.none}</Typography.Text>;
      return (
        <Tooltip title={`${VITALS.ratings[cell.rating]} · ${VITALS.count(cell.count)}`}>
          <Tag color={RATING_COLORS[cell.rating]} data-metric={metric} data-rating={cell.rating}>
            {cell.text}
          </Tag>
        </Tooltip>
      );
    },
  };
}

const columns: TableColumnsType<OpsVitalsRow> = [
  { title: VITALS.colDay, dataIndex: 'day', width: 120 },
  { title: VITALS.colPage, dataIndex: 'page' },
  metricColumn('LCP', VITALS.colLcp),
  metricColumn('INP', VITALS.colInp),
  metricColumn('CLS', VITALS.colCls),
  metricColumn('FCP', VITALS.colFcp),
  metricColumn('TTFB', VITALS.colTtfb),
  { title: VITALS.colSamples, key: 'samples', render: (_: unknown, row) => samplesOf(row) },
];

/**
 * Field Core Web Vitals: one row per UTC day and page with the p75 of LCP, INP, CLS (and FCP, TTFB), each
 * coloured by its rating, newest day first. The window (days) lives in the URL.
 */
export function VitalsPage() {
  const [params, setParams] = useSearchParams();
  const days = readDays(params);
  const daily = useVitalsDaily(days);
  return (
    <>
      <Typography.Title level={3}>{VITALS.title}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 900 }}>
        {VITALS.hint(days)}
      </Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>{VITALS.days}</Typography.Text>
        <Select
          value={days}
          style={{ width: 96 }}
          options={DAY_CHOICES.map((d) => ({ value: d, label: String(d) }))}
          onChange={(d) => setParams((p) => withParams(p, { days: d === VITALS_DAYS_DEFAULT ? null : d }))}
        />
      </Space>
      <QueryTable<OpsVitalsRow>
        query={daily}
        rows={daily.data?.rows}
        rowKey={(row) => `${row.day} ${row.page}`}
        columns={columns}
        pagination={{ defaultPageSize: 50, showSizeChanger: true }}
      />
    </>
  );
}
