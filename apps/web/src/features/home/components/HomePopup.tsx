import type { IndexPop } from '@meridian/contract/content';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  useIndexPop,
  useMarkPopSeen,
  markSeenInStorage,
  popSeenKey,
  seenInStorage,
  shouldShowPop,
} from '../../content';
import { useDemoStatus } from '../../demo';
import { useDemoBanner } from '../../../state/demoBanner';
import { useSession } from '../../../state/session';

// the dialog (antd-mobile's CenterPopup, its animation library, the article body) loads only when a pop-up is due
const HomePopupDialog = lazy(() => import('./HomePopupDialog'));

const store = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The home pop-up (`news/index_pop`): shown once per version — the moment it shows it is marked seen (on the
 * server for a signed-in reader, in this browser's storage for a visitor), so a reload does not show it again
 * while an operator's new save (a new version) does. Title, the start of the body, "Read more" (the article)
 * and close. On a demo deployment it waits until the demo notice (the banner explaining the simulated funds)
 * is dismissed: a first visit reads one notice at a time.
 */
export function HomePopup() {
  const loggedIn = useSession((s) => s.token !== '');
  const pop = useIndexPop();
  const demo = useDemoStatus();
  const demoDismissed = useDemoBanner((s) => s.dismissed);
  // the demo banner (inline, first visit of a demo deployment) goes first; not known yet counts as up
  const demoNoticeUp = demo.isPending || (demo.data?.enabled === true && !demoDismissed);
  const markSeen = useMarkPopSeen();
  const [shown, setShown] = useState<IndexPop | null>(null);
  // the last one shown stays in the dialog while it closes
  const [last, setLast] = useState<IndexPop | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const p = pop.data ?? null;
  const key = p ? popSeenKey(p.group_key, p.version) : '';

  useEffect(() => {
    if (!p || shown || closed === key) return;
    const due = shouldShowPop({
      pop: { group: p.group_key, version: p.version, seen: p.seen },
      loggedIn,
      seenHere: seenInStorage(store(), p.group_key, p.version),
      closedNow: false,
      demoNoticeUp,
    });
    if (!due) return;
    setShown(p);
    setLast(p);
    markSeenInStorage(store(), p.group_key, p.version);
    if (loggedIn) markSeen.mutate({ id: p.id, version: p.version });
    // markSeen is a fresh object each render: only the pop-up and the session decide
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p, loggedIn, shown, closed, key, demoNoticeUp]);

  const close = () => {
    if (shown) setClosed(popSeenKey(shown.group_key, shown.version));
    setShown(null);
  };

  if (!last) return null;
  return (
    <Suspense fallback={null}>
      <HomePopupDialog pop={last} visible={shown !== null} onClose={close} />
    </Suspense>
  );
}
