import { AppOutline, HistogramOutline, LoopOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { WalletOutline } from '../components/NeutralIcons';
import type { TabIndex } from './routes';

export type TabKey = 'home' | 'market' | 'trade' | 'assets';

/** The four tabs, in order: the tab bar draws them, and so does the build's HTML shell (app/AppShell.tsx). */
export const TABS: { index: TabIndex; key: TabKey; icon: ReactNode }[] = [
  { index: 0, key: 'home', icon: <AppOutline /> },
  { index: 1, key: 'market', icon: <HistogramOutline /> },
  { index: 2, key: 'trade', icon: <LoopOutline /> },
  { index: 3, key: 'assets', icon: <WalletOutline /> },
];
