import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentProps } from 'react';
import type { PairPicker as Picker } from './PairPicker';
import { onFirstInteraction } from '../../../lib/onFirstInteraction';

type PickerProps = ComponentProps<typeof Picker>;

const PairPicker = lazy(() =>
  import('./PairPicker').then(({ PairPicker: Sheet }) => ({
    // mounted closed first, so a sheet asked for before it loaded still slides in as it always does
    default: function ClosedFirst(props: PickerProps) {
      const [mounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return <Sheet {...props} visible={mounted && props.visible} />;
    },
  })),
);

/**
 * The pair picker off the first screen: its bottom sheet (and the sheet's animation library) is fetched on the
 * first touch or key (a finger on the pair button is one), or a while after load, and waits mounted closed, or at
 * once if it is asked for first; it draws nothing while closed.
 */
export function PairPickerSlot(props: PickerProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstInteraction(() => setWanted(true)), []);
  if (!wanted && !props.visible) return null;
  return (
    <Suspense fallback={null}>
      <PairPicker {...props} />
    </Suspense>
  );
}
