import {
  AppstoreOutline,
  BankcardOutline,
  BellOutline,
  BillOutline,
  ClockCircleOutline,
  CollectMoneyOutline,
  CouponOutline,
  DownlandOutline,
  FireFill,
  HandPayCircleOutline,
  HistogramOutline,
  LoopOutline,
  MessageOutline,
  PictureOutline,
  PieOutline,
  QuestionCircleOutline,
  SendOutline,
  ShopbagOutline,
  SmileOutline,
  StarOutline,
  TeamOutline,
  UploadOutline,
  UserAddOutline,
  ArrowsAltOutline,
  CompassOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { DepositOutline } from '../../../components/NeutralIcons';
import type { MenuIcon as Kind } from './menu';

const ICONS: Record<Kind, { node: ReactNode; hue: string }> = {
  deposit: { node: <DepositOutline />, hue: '#28ba98' },
  withdraw: { node: <UploadOutline />, hue: '#f0b14a' },
  transfer: { node: <LoopOutline />, hue: '#5b8def' },
  conversion: { node: <ArrowsAltOutline />, hue: '#a07cf0' },
  futures: { node: <HistogramOutline />, hue: '#d4ba83' },
  seconds: { node: <ClockCircleOutline />, hue: '#f04a5a' },
  spot: { node: <CollectMoneyOutline />, hue: '#28ba98' },
  stocks: { node: <PieOutline />, hue: '#5b8def' },
  leverage: { node: <FireFill />, hue: '#f07a4a' },
  copy: { node: <TeamOutline />, hue: '#d4ba83' },
  ieo: { node: <StarOutline />, hue: '#f0b14a' },
  mining: { node: <AppstoreOutline />, hue: '#d4ba83' },
  invest: { node: <HandPayCircleOutline />, hue: '#28ba98' },
  dual: { node: <CompassOutline />, hue: '#5b8def' },
  defi: { node: <BankcardOutline />, hue: '#a07cf0' },
  cloud: { node: <DownlandOutline />, hue: '#4ac7f0' },
  nft: { node: <PictureOutline />, hue: '#f07ab8' },
  otc: { node: <ShopbagOutline />, hue: '#f0b14a' },
  loans: { node: <CollectMoneyOutline />, hue: '#4ac7f0' },
  invite: { node: <UserAddOutline />, hue: '#d4ba83' },
  service: { node: <MessageOutline />, hue: '#28ba98' },
  game: { node: <SmileOutline />, hue: '#f07ab8' },
  coupon: { node: <CouponOutline />, hue: '#f04a5a' },
  bill: { node: <BillOutline />, hue: '#5b8def' },
  download: { node: <SendOutline />, hue: '#a07cf0' },
  notice: { node: <BellOutline />, hue: '#f0b14a' },
  faq: { node: <QuestionCircleOutline />, hue: '#4ac7f0' },
};

/** A rounded tinted tile with the entry's icon. */
export function MenuIcon({ kind }: { kind: Kind }) {
  const { node, hue } = ICONS[kind];
  return (
    <span className="menu-icon" style={{ color: hue, background: `${hue}1f` }}>
      {node}
    </span>
  );
}
