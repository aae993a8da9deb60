import { Typography } from 'antd';
import type { Fact } from './traders';

const TONES = { up: '#389e0d', down: '#cf1322' } as const;

/** Read-only label/value lines (a record or statistics): text only, no control that could change them. */
export function TradersFacts({ facts, testId }: { facts: Fact[]; testId?: string }) {
  return (
    <div data-testid={testId} style={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 12 }}>
      {facts.map((f) => (
        <div key={f.label} style={{ display: 'contents' }}>
          <Typography.Text type="secondary">{f.label}</Typography.Text>
          <span className="num" style={f.tone ? { color: TONES[f.tone] } : undefined}>
            {f.value}
          </span>
        </div>
      ))}
    </div>
  );
}
