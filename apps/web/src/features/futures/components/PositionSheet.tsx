import type { FuturesPosition } from '@meridian/contract/futures';
import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

/** A bottom sheet about one position, open while there is one; `children` renders its form. */
export function PositionSheet(props: {
  position: FuturesPosition | null;
  onClose: () => void;
  children: (p: FuturesPosition) => ReactNode;
}) {
  return (
    <Popup
      visible={props.position !== null}
      onMaskClick={props.onClose}
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      {props.position ? props.children(props.position) : null}
    </Popup>
  );
}
