import {
  AppstoreOutline,
  BankcardOutline,
  CompassOutline,
  CouponOutline,
  DownlandOutline,
  HandPayCircleOutline,
  MessageOutline,
  PictureOutline,
  SendOutline,
  ShopbagOutline,
  SmileOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { MenuIcon } from './menu';
import type { EagerIcon } from './menuTiles';

/** The other glyphs of the earn and services sections, under the first screen: fetched when the menu shows. */
export const MORE_MENU_ICONS: Record<Exclude<MenuIcon, EagerIcon>, ReactNode> = {
  mining: <AppstoreOutline />,
  invest: <HandPayCircleOutline />,
  dual: <CompassOutline />,
  defi: <BankcardOutline />,
  cloud: <DownlandOutline />,
  nft: <PictureOutline />,
  otc: <ShopbagOutline />,
  invite: <UserAddOutline />,
  service: <MessageOutline />,
  game: <SmileOutline />,
  coupon: <CouponOutline />,
  download: <SendOutline />,
};
