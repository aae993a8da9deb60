import { LANG_CODES } from '@meridian/contract';
import { EARN_PRODUCT_STATES } from '@meridian/contract/earn';
import type { LangCode } from '@meridian/contract';
import type { EarnProductState } from '@meridian/contract/earn';
import { Alert, App, Button, Form, Input, Popconfirm, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { withParams } from '../lib/list-params';
import type { Errors } from '../lib/earn-forms';
import { E } from '../strings-earn';

/** Shared parts of the earn screens: state filter, status tag, pause/resume, demo mark, texts per language. */

/** The list's state filter in the URL (`status=on|paused`, none = all). */
export function useEarnStatus(): [EarnProductState | undefined, (s: EarnProductState | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (EARN_PRODUCT_STATES as readonly string[]).includes(raw ?? '')
    ? (raw as EarnProductState)
    : undefined;
  return [status, (s) => setParams((p) => withParams(p, { status: s ?? null, page: null }))];
}

export function EarnStatusTabs() {
  const [status, setStatus] = useEarnStatus();
  return (
    <Tabs
      activeKey={status ?? 'all'}
      onChange={(key) => setStatus(key === 'all' ? undefined : (key as EarnProductState))}
      items={[
        { key: 'all', label: E.allStates },
        ...EARN_PRODUCT_STATES.map((s) => ({ key: s, label: E.states[s] })),
      ]}
    />
  );
}

export function StatusTag({ status }: { status: EarnProductState }) {
  return <Tag color={status === 'on' ? 'success' : 'default'}>{E.states[status]}</Tag>;
}

export function DemoMark({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <Tooltip title={E.demoHint}>
      <Tag color="gold">{E.demo}</Tag>
    </Tooltip>
  );
}

/** Pause or resume a product after a confirmation (the server audits it). */
export function PauseAction({
  id,
  name,
  status,
  mutation,
  testId,
}: {
  id: number;
  name: string;
  status: EarnProductState;
  mutation: UseMutationResult<unknown, Error, { id: number; paused: boolean }>;
  testId: string;
}) {
  const { message } = App.useApp();
  const pausing = status === 'on';
  return (
    <Popconfirm
      title={pausing ? E.pauseQuestion(name) : E.resumeQuestion(name)}
      okText={pausing ? E.pause : E.resume}
      onConfirm={() =>
        mutation.mutateAsync({ id, paused: pausing }).then(
          () => void message.success(pausing ? E.paused : E.resumed),
          (err: Error) => void message.error(err.message),
        )
      }
    >
      <Button size="small" data-testid={testId} loading={mutation.isPending && mutation.variables?.id === id}>
        {pausing ? E.pause : E.resume}
      </Button>
    </Popconfirm>
  );
}

/** Marks the fields a form check refused (`texts.en.title` → ['texts', 'en', 'title']); true when any. */
export function showErrors<V>(form: FormInstance<V>, errors: Errors<object>): boolean {
  const fields = Object.entries(errors).map(([name, error]) => ({
    name: name.split('.') as never,
    errors: [error ?? ''],
  }));
  form.setFields(fields);
  return fields.length > 0;
}

/** Why the terms are disabled, above a form whose product has orders. */
export function TermsLockedNote({ locked, text }: { locked: boolean; text: string }) {
  if (!locked) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={text} data-testid="terms-locked" />
  );
}

/**
 * Texts per language as tabs (English first and required; the others optional, falling back to English).
 * Field names: ['texts', lang, key].
 */
export function TextsTabs<K extends string>({
  fields,
  filled,
}: {
  fields: readonly { key: K; label: string; multiline?: boolean; max: number }[];
  filled: readonly LangCode[];
}) {
  return (
    <>
      <Typography.Text strong>{E.texts}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {E.textsHint}
      </Typography.Paragraph>
      <Tabs
        size="small"
        items={LANG_CODES.map((lang) => ({
          key: lang,
          forceRender: true,
          label: `${E.languages[lang]}${lang === 'en' ? ' *' : filled.includes(lang) ? ' ✓' : ''}`,
          children: fields.map((f) => (
            <Form.Item key={f.key} name={['texts', lang, f.key]} label={f.label}>
              {f.multiline ? (
                <Input.TextArea rows={4} maxLength={f.max} showCount />
              ) : (
                <Input maxLength={f.max} autoComplete="off" />
              )}
            </Form.Item>
          )),
        }))}
      />
    </>
  );
}
