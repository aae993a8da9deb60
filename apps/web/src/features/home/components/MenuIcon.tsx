import {
  ArrowsAltOutline,
  BellOutline,
  BillOutline,
  ClockCircleOutline,
  CollectMoneyOutline,
  FireFill,
  HistogramOutline,
  LoopOutline,
  PieOutline,
  QuestionCircleOutline,
  StarOutline,
  TeamOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { DepositOutline } from '../../../components/NeutralIcons';
import type { MenuIcon as Kind } from './menu';
import { MENU_HUES, type EagerIcon } from './menuTiles';

const EAGER_GLYPHS: Record<EagerIcon, ReactNode> = {
  deposit: <DepositOutline />,
  withdraw: <UploadOutline />,
  transfer: <LoopOutline />,
  conversion: <ArrowsAltOutline />,
  futures: <HistogramOutline />,
  seconds: <ClockCircleOutline />,
  spot: <CollectMoneyOutline />,
  stocks: <PieOutline />,
  leverage: <FireFill />,
  copy: <TeamOutline />,
  ieo: <StarOutline />,
  loans: <CollectMoneyOutline />,
  bill: <BillOutline />,
  notice: <BellOutline />,
  faq: <QuestionCircleOutline />,
};

type MoreGlyphs = Record<Exclude<Kind, EagerIcon>, ReactNode>;
let more: MoreGlyphs | null = null;
let loading: Promise<MoreGlyphs> | null = null;

function loadMore(): Promise<MoreGlyphs> {
  loading ??= import('./moreMenuIcons').then(
    (m) => (more = m.MORE_MENU_ICONS),
    (e: unknown) => {
      // a failed fetch is tried again by the next tile that mounts
      loading = null;
      throw e;
    },
  );
  return loading;
}

const isEager = (kind: Kind): kind is EagerIcon => kind in EAGER_GLYPHS;

/** A rounded tinted tile with the entry's icon. */
export function MenuIcon({ kind }: { kind: Kind }) {
  const [glyphs, setGlyphs] = useState(more);
  const eager = isEager(kind);
  useEffect(() => {
    if (eager || glyphs) return;
    let live = true;
    loadMore().then(
      (g) => live && setGlyphs(g),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [eager, glyphs]);
  const hue = MENU_HUES[kind];
  return (
    <span className="menu-icon" style={{ color: hue, background: `${hue}1f` }}>
      {eager ? EAGER_GLYPHS[kind] : glyphs?.[kind]}
    </span>
  );
}
