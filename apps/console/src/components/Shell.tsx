import {
  AuditOutlined,
  BankOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FundOutlined,
  GiftOutlined,
  IdcardOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuOutlined,
  PictureOutlined,
  RocketOutlined,
  ScheduleOutlined,
  ShopOutlined,
  TeamOutlined,
  UploadOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Menu, Space, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout, useMe } from '../lib/auth';
import { S } from '../strings';
import { StepUpHost } from './StepUpHost';

const MENU: NonNullable<MenuProps['items']> = [
  { key: '/kyc', icon: <IdcardOutlined />, label: S.menuKyc },
  { key: '/deposits', icon: <WalletOutlined />, label: S.menuDeposits },
  { key: '/withdrawals', icon: <UploadOutlined />, label: S.menuWithdrawals },
  { key: '/addresses', icon: <BankOutlined />, label: S.menuAddresses },
  { key: '/tiers', icon: <FieldTimeOutlined />, label: S.menuTiers },
  { key: '/traders', icon: <TeamOutlined />, label: S.menuTraders },
  { key: '/ieo', icon: <RocketOutlined />, label: S.menuIeo },
  { key: '/lockming', icon: <LockOutlined />, label: S.menuLock },
  { key: '/invest', icon: <FundOutlined />, label: S.menuInvest },
  { key: '/nft', icon: <PictureOutlined />, label: S.menuNft },
  { key: '/support', icon: <CustomerServiceOutlined />, label: S.menuSupport },
  { key: '/otc', icon: <ShopOutlined />, label: S.menuOtc },
  { key: '/loans', icon: <DollarOutlined />, label: S.menuLoans },
  { key: '/content', icon: <FileTextOutlined />, label: S.menuContent },
  { key: '/coupons', icon: <GiftOutlined />, label: S.menuCoupons },
  { key: '/vitals', icon: <DashboardOutlined />, label: S.menuVitals },
  { key: '/jobs', icon: <ScheduleOutlined />, label: S.menuJobs },
  { key: '/audit', icon: <AuditOutlined />, label: S.menuAudit },
];

/**
 * The signed-in frame: a side menu on desktop (collapsible to icons), a drawer opened from the header on
 * narrower screens (tablets), the operator and Log out in the header, the screen below.
 */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe(true);
  const logout = useLogout();
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const selected = '/' + (location.pathname.split('/')[1] ?? '');

  const menu = (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={[selected]}
      items={MENU}
      onClick={({ key }) => {
        setDrawerOpen(false);
        void navigate(key);
      }}
    />
  );

  // an operator without an authenticator may do nothing else until it is set up
  if (me.data?.totp_enabled === false) return <Navigate to="/enrol" replace />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={240}
          closable={false}
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          <div className="brand">{S.appShort}</div>
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={200}>
          <div className="brand">{collapsed ? 'M' : S.appShort}</div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="shell-header">
          {narrow && (
            <Space>
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label="Menu"
                onClick={() => setDrawerOpen(true)}
              />
              <Typography.Text strong>{S.appShort}</Typography.Text>
            </Space>
          )}
          <Space size="middle" wrap={false} style={{ marginLeft: 'auto' }}>
            {me.data && <Typography.Text type="secondary">{me.data.email}</Typography.Text>}
            <Button icon={<LogoutOutlined />} loading={logout.isPending} onClick={() => logout.mutate()}>
              {S.logOut}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="shell-content">
          <Outlet />
          <StepUpHost />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
