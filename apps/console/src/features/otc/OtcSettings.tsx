import type { OpsOtcSettings } from '@meridian/contract/otc';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Popconfirm,
  Row,
  Switch,
  Typography,
} from 'antd';
import { ListError } from '../../components/ListError';
import { ListEmpty } from '../../components/ListEmpty';
import { useOtcSettings, useOtcSettingsSave } from './calls';
import { formatTime } from '../../lib/format';
import { errorFields } from '../../lib/earn-forms';
import {
  OTC_BANK_MAX,
  OTC_LABEL_MAX,
  settingsForm,
  settingsRequest,
  spreadPercent,
  type OtcSettingsForm,
} from './forms';
import { S } from '../../strings';
import { O } from './strings';

/** The form, filled from the saved settings (mounted once they are read, so its initial values are theirs). */
function SettingsForm({ saved }: { saved: OpsOtcSettings }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OtcSettingsForm>();
  const save = useOtcSettingsSave();
  const spread = Form.useWatch('spread_bps', form) ?? String(saved.spread_bps);
  const pct = spreadPercent(spread);

  const submit = () => {
    const typed = form.getFieldsValue(true) as Partial<OtcSettingsForm>;
    const { request, errors } = settingsRequest({ ...settingsForm(saved), ...typed });
    const fields = errorFields(errors);
    form.setFields(
      (Object.keys(settingsForm(saved)) as (keyof OtcSettingsForm)[]).map((name) => ({
        name,
        errors: fields.find((f) => f.name[0] === name)?.errors ?? [],
      })),
    );
    if (fields.length > 0) return Promise.resolve();
    return save.mutateAsync(request).then(
      (next) => {
        form.setFieldsValue(settingsForm(next));
        void message.success(S.saved);
      },
      (err: Error) => void message.error(err.message),
    );
  };

  const bankField = (name: keyof typeof OTC_BANK_MAX, label: string) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label}>
        <Input autoComplete="off" maxLength={OTC_BANK_MAX[name]} data-testid={`otc-set-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<OtcSettingsForm>
      form={form}
      layout="vertical"
      initialValues={settingsForm(saved)}
      style={{ maxWidth: 960 }}
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="open" label={O.open} valuePropName="checked" extra={O.openHint}>
              <Switch data-testid="otc-set-open" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="label" label={O.label} extra={O.labelHint}>
              <Input autoComplete="off" maxLength={OTC_LABEL_MAX} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="coins" label={O.coins}>
              <Checkbox.Group options={saved.coin_choices.map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="spread_bps" label={O.spread} extra={pct ? O.spreadHint(pct) : undefined}>
              <Input inputMode="numeric" data-testid="otc-set-spread" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="min_usdt" label={O.minUsdt}>
              <Input inputMode="decimal" addonAfter="USDT" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="max_usdt" label={O.maxUsdt} extra={O.maxHint}>
              <Input inputMode="decimal" addonAfter="USDT" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="pay_window_minutes" label={O.payWindow}>
              <Input inputMode="numeric" addonAfter="min" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={O.bank} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {bankField('bank_name', O.bankName)}
          {bankField('account_name', O.accountName)}
          {bankField('account_number', O.accountNumber)}
          {bankField('branch', O.branch)}
          {bankField('swift', O.swift)}
        </Row>
      </Card>
      <Popconfirm
        title={O.saveQuestion}
        description={O.saveHint}
        okText={S.save}
        cancelText={S.cancel}
        onConfirm={submit}
      >
        <Button type="primary" loading={save.isPending} data-testid="otc-settings-save">
          {O.saveSettings}
        </Button>
      </Popconfirm>
      {saved.updated_at ? (
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
          {O.updated(formatTime(saved.updated_at))}
        </Typography.Text>
      ) : null}
    </Form>
  );
}

/** Desk settings: open, coins, spread, limits, payment window, the bank account buyers transfer to (audited). */
export function OtcSettings() {
  const settings = useOtcSettings();
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 960 }} title={O.settingsHint} />
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
