import { CheckList, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PageNav } from './PageNav';

export interface PickerOption {
  value: string;
  label: ReactNode;
  extra?: ReactNode;
}

/** A bottom sheet with a title and a single-choice list. */
export function PickerSheet(props: {
  visible: boolean;
  title: string;
  value: string;
  options: PickerOption[];
  testId: string;
  onClose: () => void;
  onPick: (value: string) => void;
}) {
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      bodyStyle={{ maxHeight: '80vh', overflowY: 'auto', borderRadius: '16px 16px 0 0' }}
    >
      <div data-testid={props.testId}>
        <PageNav title={props.title} onBack={props.onClose} />
        <CheckList value={[props.value]} onChange={(v) => v[0] !== undefined && props.onPick(String(v[0]))}>
          {props.options.map((o) => (
            <CheckList.Item key={o.value} value={o.value} data-testid={`${props.testId}-${o.value}`}>
              <div className="picker-row">
                <span>{o.label}</span>
                {o.extra ? <span className="picker-extra">{o.extra}</span> : null}
              </div>
            </CheckList.Item>
          ))}
        </CheckList>
      </div>
    </Popup>
  );
}
