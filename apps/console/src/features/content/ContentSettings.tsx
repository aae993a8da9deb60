import type { OpsSiteSettings } from '@meridian/contract/content';
import { Alert, App, Button, Card, Form, Input, Popconfirm } from 'antd';
import type { Rule } from 'antd/es/form';
import { ListEmpty } from '../../components/ListEmpty';
import { ListError } from '../../components/ListError';
import { useSiteSettings, useSiteSettingsSave } from './calls';
import { badOrigins } from './forms';
import { S } from '../../strings';
import { CT } from './strings';

const urlRule: Rule = {
  validator: (_, v: string | undefined) =>
    !v || /^https?:\/\/[^\s/]+/i.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(CT.urlBad)),
};

const allowlistRule: Rule = {
  validator: (_, v: string | undefined) => {
    const bad = badOrigins(v ?? '');
    return bad.length === 0 ? Promise.resolve() : Promise.reject(new Error(CT.allowlistBad(bad[0] ?? '')));
  },
};

function SettingsForm({ saved }: { saved: OpsSiteSettings }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OpsSiteSettings>();
  const save = useSiteSettingsSave();
  const submit = () =>
    form.validateFields().then(
      (values) =>
        save.mutateAsync({ ...saved, ...values }).then(
          (next) => {
            form.setFieldsValue(next);
            void message.success(S.saved);
          },
          (err: Error) => void message.error(err.message),
        ),
      () => undefined,
    );
  return (
    <Form<OpsSiteSettings> form={form} layout="vertical" initialValues={saved} style={{ maxWidth: 720 }}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form.Item name="site_name" label={CT.siteName} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={60} data-testid="content-set-site_name" />
        </Form.Item>
        <Form.Item name="support_url" label={CT.supportUrl} rules={[urlRule]}>
          <Input allowClear data-testid="content-set-support_url" />
        </Form.Item>
        <Form.Item name="apk_download_url" label={CT.apkUrl} rules={[urlRule]}>
          <Input allowClear data-testid="content-set-apk_download_url" />
        </Form.Item>
        <Form.Item name="game_url" label={CT.gameUrl} rules={[urlRule]} extra={CT.gameUrlHint}>
          <Input allowClear data-testid="content-set-game_url" />
        </Form.Item>
        <Form.Item
          name="webview_allowlist"
          label={CT.allowlist}
          rules={[allowlistRule]}
          extra={CT.allowlistHint}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 10 }}
            data-testid="content-set-webview_allowlist"
          />
        </Form.Item>
      </Card>
      <Popconfirm title={CT.saveSettingsQuestion} okText={S.save} cancelText={S.cancel} onConfirm={submit}>
        <Button type="primary" loading={save.isPending} data-testid="content-settings-save">
          {CT.saveSettings}
        </Button>
      </Popconfirm>
    </Form>
  );
}

/** The public site settings: name, support, APK and game links, the webView allow-list (audited save). */
export function ContentSettings() {
  const settings = useSiteSettings();
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 720 }} title={CT.settingsHint} />
      {settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : settings.isError ? (
        <ListError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <ListEmpty loading />
      )}
    </>
  );
}
