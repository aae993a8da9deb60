import {
  AuditOutlined,
  BankOutlined,
  IdcardOutlined,
  LogoutOutlined,
  UploadOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button, Grid, Layout, Menu, Space, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout, useMe } from '../data/auth';
import { S } from '../strings';

const MENU: NonNullable<MenuProps['items']> = [
  { key: '/kyc', icon: <IdcardOutlined />, label: S.menuKyc },
  { key: '/deposits', icon: <WalletOutlined />, label: S.menuDeposits },
  { key: '/withdrawals', icon: <UploadOutlined />, label: S.menuWithdrawals },
  { key: '/addresses', icon: <BankOutlined />, label: S.menuAddresses },
  { key: '/audit', icon: <AuditOutlined />, label: S.menuAudit },
];

/** The signed-in frame: side menu (collapses to a toggle below `lg`), header with the operator, content. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe(true);
  const logout = useLogout();
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const [collapsed, setCollapsed] = useState<boolean | null>(null);
  const isCollapsed = collapsed ?? narrow;
  const selected = '/' + (location.pathname.split('/')[1] ?? '');

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={narrow ? 0 : 80}
        collapsible
        collapsed={isCollapsed}
        onCollapse={(value) => setCollapsed(value)}
        width={220}
        style={narrow ? { position: 'fixed', height: '100vh', zIndex: 20, left: 0, top: 0 } : undefined}
      >
        <div className="brand">{isCollapsed && !narrow ? 'M' : S.appShort}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selected]}
          items={MENU}
          onClick={({ key }) => {
            void navigate(key);
            if (narrow) setCollapsed(true);
          }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="shell-header">
          <Space size="middle" wrap={false}>
            {me.data && <Typography.Text type="secondary">{me.data.email}</Typography.Text>}
            <Button icon={<LogoutOutlined />} loading={logout.isPending} onClick={() => logout.mutate()}>
              {S.logOut}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="shell-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
