import { Col, Descriptions, Row, Typography } from 'antd';
import { auditChanges, inlineValue, prettyJson } from './audit-diff';
import { OPS } from './strings';

const pre = {
  margin: 0,
  padding: 12,
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  fontSize: 12,
  maxHeight: 360,
  overflow: 'auto',
  whiteSpace: 'pre-wrap' as const,
  wordBreak: 'break-all' as const,
};

/** An audit row's expanded view: the changed fields, then before and after as pretty-printed JSON. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  return (
    <div style={{ padding: '4px 0' }}>
      <Typography.Text strong>{OPS.changes}</Typography.Text>
      {changes.length === 0 ? (
        <Typography.Paragraph type="secondary">{OPS.noChanges}</Typography.Paragraph>
      ) : (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ margin: '8px 0 16px' }}
          items={changes.map((c) => ({
            key: c.field || '(value)',
            label: c.field || '(value)',
            children: (
              <span className="mono">
                <Typography.Text delete type="secondary">
                  {inlineValue(c.before)}
                </Typography.Text>
                {' → '}
                <Typography.Text>{inlineValue(c.after)}</Typography.Text>
              </span>
            ),
          }))}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Typography.Text strong>{OPS.before}</Typography.Text>
          <pre style={pre}>{prettyJson(before)}</pre>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text strong>{OPS.after}</Typography.Text>
          <pre style={pre}>{prettyJson(after)}</pre>
        </Col>
      </Row>
    </div>
  );
}
