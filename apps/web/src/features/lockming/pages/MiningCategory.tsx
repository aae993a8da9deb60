import type { LockCategory } from '@meridian/contract/earn';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteDef } from '../../../lib/routeContext';
import LockmingList from './LockmingList';

/** The category a mining entry lists, from its path (`/pages/lockming/defi`, `/pages/lockming/cloud`). */
export function miningCategoryOf(pathname: string): LockCategory {
  return pathname.endsWith('/cloud') ? 'cloud' : 'defi';
}

/**
 * DeFi mining and cloud mining — the lock-mining products of that category (operator products with
 * `category`), on the lock-mining list under the route's title. Buying, my locks and early redemption are the
 * lock-mining screens'.
 */
export default function MiningCategory() {
  const { t } = useTranslation();
  const route = useRouteDef();
  const category = miningCategoryOf(useLocation().pathname);
  return (
    <LockmingList
      category={category}
      title={t(`pages.${route?.title ?? (category === 'cloud' ? 'cloudMining' : 'defi')}`)}
      testId={`mining-${category}-page`}
    />
  );
}
