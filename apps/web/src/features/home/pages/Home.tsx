import { Suspense, lazy, useMemo, useState } from 'react';
import { DemoBanner, DemoFundsCard, useDemoStatus } from '../../demo';
import { Banner } from '../components/Banner';
import { HomeHeader } from '../components/HomeHeader';
import { HomeMenu } from '../components/HomeMenu';
import { HomeNotices } from '../components/HomeNotices';
import { HomeQuotes } from '../components/HomeQuotes';
import { shellIsHeld, useShellHeldUntil } from '../../../lib/shellStages';
import { useStagedCount } from '../../../lib/useStagedCount';
import { HOME_SHELL_BLOCKS } from './homeShell';
import './home.css';

// the pop-up shows nothing until an operator's notice is due: it (and antd-mobile's CenterPopup) loads after
// the first paint
const HomePopup = lazy(() => import('../components/HomePopup').then((m) => ({ default: m.HomePopup })));

/** Home tab: header, banners, the announcements row, the menu, the live markets card, and the pop-up. */
export default function HomePage() {
  const demo = useDemoStatus();
  // (CLS): the demo notice and card open the body once the deployment's demo status is known, and
  // pushed everything under them ~220 px down when it arrived; the body mounts (its requests go out) but shows
  // with that answer (or its first failure), so nothing visible moves. A visitor's comes with index.html.
  const waiting = demo.isPending && demo.failureCount === 0;
  // the blocks mount one a frame, top first, so no task builds more than one of them on a phone (the menu and the
  // quotes card are each a long task of their own at 4× CPU); the first three with the header when index.html's
  // shell (app/AppShell.tsx), which draws them, is gone, else one a task too while the shell waits for them
  // the same elements in every render: each step of the staging then renders only the block it adds (Preact and
  // React skip an element they have already rendered), not every block and the header again
  const header = useMemo(() => <HomeHeader />, []);
  const blocks = useMemo(
    () => [
      <DemoBanner key="demo" />,
      <DemoFundsCard key="funds" place="home" />,
      <Banner key="banner" />,
      <HomeNotices key="notices" />,
      <HomeMenu key="menu" />,
      <HomeQuotes key="quotes" />,
    ],
    [],
  );
  const [held] = useState(shellIsHeld);
  const shown = useStagedCount(blocks.length, 1, held ? 1 : HOME_SHELL_BLOCKS);
  useShellHeldUntil(shown >= HOME_SHELL_BLOCKS);
  return (
    <div className="page home" data-testid="home-page">
      {header}
      <div className="page-body" style={waiting ? { visibility: 'hidden' } : undefined}>
        {blocks.slice(0, shown)}
      </div>
      <Suspense fallback={null}>
        <HomePopup />
      </Suspense>
    </div>
  );
}
