import type { ComponentType } from 'react';
import type { PageKey } from './routes';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Lazy page chunks, one per screen. */
export const PAGE_LOADERS: Record<PageKey, PageLoader> = {
  home: () => import('../pages/index/Home'),
  login: () => import('../pages/common/Login'),
  register: () => import('../pages/common/Register'),
  forget: () => import('../pages/common/Forget'),
  area: () => import('../pages/common/Area'),
  setting: () => import('../pages/setting/Setting'),
  sessions: () => import('../pages/setting/Sessions'),
  market: () => import('../pages/market/Market'),
  marketSearch: () => import('../pages/market/Search'),
  pair: () => import('../pages/market/Pair'),
  wip: () => import('../pages/common/UnderDevelopment'),
};
