import type { OpsArticle } from '@meridian/contract/content';
import { Alert, Button, Card, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { CONTENT_LIMITS } from '@meridian/contract/content';
import { sanitiserRemoved } from './forms';
import { S } from '../../strings';
import { CT } from './strings';
import { RichTextEditor } from './RichTextEditor';

export interface LanguageDraft {
  title: string;
  summary: string;
  content: string;
}

/**
 * One language of an article: title, summary and the rich-text body, Save (after a confirmation) and Delete;
 * under it the preview of what the server stored — its sanitised HTML, as readers get it. Mount it again (a `key`
 * with the row's update time) to start from a newly stored row.
 */
export function ContentLanguagePane({
  lang,
  row,
  sent,
  saving,
  onSave,
  onDelete,
}: {
  lang: string;
  row: OpsArticle | undefined;
  /** The body last sent for this language (to say when the sanitiser removed something). */
  sent: string | undefined;
  saving: boolean;
  onSave: (draft: LanguageDraft) => Promise<unknown>;
  onDelete: (() => Promise<unknown>) | null;
}) {
  const [draft, setDraft] = useState<LanguageDraft>({
    title: row?.title ?? '',
    summary: row?.summary ?? '',
    content: row?.content ?? '',
  });
  const missingTitle = draft.title.trim() === '';
  return (
    <div data-testid={`content-pane-${lang}`}>
      <Form layout="vertical">
        <Form.Item label={CT.titleField} required validateStatus={missingTitle ? 'warning' : ''}>
          <Input
            value={draft.title}
            maxLength={CONTENT_LIMITS.title}
            onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
            data-testid={`content-title-${lang}`}
          />
        </Form.Item>
        <Form.Item label={CT.summary}>
          <Input.TextArea
            value={draft.summary}
            maxLength={CONTENT_LIMITS.summary}
            autoSize={{ minRows: 1, maxRows: 3 }}
            onChange={(e) => setDraft((d) => ({ ...d, summary: e.target.value }))}
            data-testid={`content-summary-${lang}`}
          />
        </Form.Item>
        <Form.Item label={CT.body}>
          <RichTextEditor
            value={draft.content}
            onChange={(content) => setDraft((d) => ({ ...d, content }))}
            testId={`content-body-${lang}`}
          />
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        <Popconfirm
          title={CT.saveQuestion}
          description={CT.saveHint}
          okText={S.save}
          cancelText={S.cancel}
          onConfirm={() => onSave(draft)}
          disabled={missingTitle}
        >
          <Button
            type="primary"
            loading={saving}
            disabled={missingTitle}
            data-testid={`content-save-${lang}`}
          >
            {CT.saveLang(lang)}
          </Button>
        </Popconfirm>
        {onDelete ? (
          <Popconfirm
            title={CT.deleteLangQuestion(lang)}
            description={CT.deleteLangHint}
            okText={CT.deleteLang(lang)}
            okButtonProps={{ danger: true }}
            cancelText={S.cancel}
            onConfirm={onDelete}
          >
            <Button danger data-testid={`content-delete-${lang}`}>
              {CT.deleteLang(lang)}
            </Button>
          </Popconfirm>
        ) : null}
        {missingTitle ? <Typography.Text type="warning">{CT.titleRequired}</Typography.Text> : null}
      </Space>
      <Card size="small" title={CT.preview}>
        {row ? (
          <>
            {sanitiserRemoved(sent, row.content) ? (
              <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={CT.changedBySanitiser} />
            ) : null}
            <h2 style={{ marginTop: 0 }}>{row.title}</h2>
            <div
              className="content-preview"
              data-testid={`content-preview-${lang}`}
              // the server's sanitised HTML (what readers get), not the editor's proposal
              dangerouslySetInnerHTML={{ __html: row.content }}
            />
          </>
        ) : (
          <Typography.Text type="secondary">{CT.previewEmpty}</Typography.Text>
        )}
      </Card>
    </div>
  );
}
