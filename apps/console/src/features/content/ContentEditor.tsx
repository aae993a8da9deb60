import { CheckCircleFilled } from '@ant-design/icons';
import { LANG_CODES } from '@meridian/contract';
import { CONTENT_CATEGORIES, CONTENT_LIMITS } from '@meridian/contract/content';
import type { LangCode } from '@meridian/contract';
import type { OpsArticle, OpsArticleGroup } from '@meridian/contract/content';
import { Alert, App, Card, Col, Drawer, Form, Input, InputNumber, Row, Select, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { ListEmpty } from '../../components/ListEmpty';
import { ListError } from '../../components/ListError';
import { useArticleDelete, useArticleGroup, useArticleSave } from './calls';
import { CT } from './strings';
import { ContentImageField } from './ContentImageField';
import { ContentLanguagePane } from './ContentLanguagePane';
import type { LanguageDraft } from './ContentLanguagePane';

/** What every language of an article shares (sent with each language's save). */
interface Shared {
  category: number;
  sorts: number;
  link: string;
  cover: string;
  thumbnail: string;
  published: boolean;
}

function sharedOf(en: OpsArticle | undefined, category: number): Shared {
  return {
    category: en?.c_id ?? category,
    sorts: en?.sorts ?? 0,
    link: en?.link ?? '',
    cover: en?.cover ?? '',
    thumbnail: en?.thumbnail ?? '',
    published: en?.published ?? true,
  };
}

/** The fields every language shares: category (fixed once saved), sort, link, pictures, published. */
function SharedFields({ locked }: { locked: boolean }) {
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="category" label={CT.category}>
            <Select
              disabled={locked}
              data-testid="content-category"
              options={CONTENT_CATEGORIES.map((c) => ({ value: c, label: CT.categories[c] ?? String(c) }))}
            />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name="sorts" label={CT.sorts} extra={CT.sortsHint}>
            <InputNumber
              min={-1_000_000}
              max={1_000_000}
              precision={0}
              style={{ width: '100%' }}
              data-testid="content-sorts"
            />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item
            name="published"
            label={CT.publishedSwitch}
            valuePropName="checked"
            extra={CT.publishedHint}
          >
            <Switch data-testid="content-published" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="link" label={CT.link} extra={CT.linkHint}>
            <Input maxLength={CONTENT_LIMITS.url} allowClear data-testid="content-link" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="cover" label={CT.cover}>
            <ContentImageField testId="content-cover" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="thumbnail" label={CT.thumbnail}>
            <ContentImageField testId="content-thumbnail" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/**
 * An article's editor (a drawer): the shared fields, then a tab per language — English first and required
 * before any other (readers of a missing language get it) — each with title, summary, the rich-text body, save,
 * delete, and the stored (sanitised) preview.
 */
export function ContentEditor({
  groupKey: openedKey,
  category,
  onClose,
}: {
  groupKey: string;
  category: number;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [groupKey, setGroupKey] = useState(openedKey);
  const group = useArticleGroup(groupKey);
  const save = useArticleSave();
  const remove = useArticleDelete();
  const [lang, setLang] = useState<string>('en');
  const [sent, setSent] = useState<Record<string, string>>({});
  const [form] = Form.useForm<Shared>();
  const [fresh, setFresh] = useState<OpsArticleGroup | null>(null);

  const data = group.data ?? fresh;
  const rows = data?.rows ?? [];
  const rowOf = (l: string) => rows.find((r) => r.lang === l);
  const en = rowOf('en');
  const title = en ? CT.editorEdit(en.title) : CT.editorNew;

  const onSave = (l: LangCode) => (draft: LanguageDraft) => {
    const shared = { ...sharedOf(en, category), ...(form.getFieldsValue(true) as Partial<Shared>) };
    return save
      .mutateAsync({
        ...(groupKey ? { group_key: groupKey } : {}),
        language: l,
        category: shared.category,
        title: draft.title,
        summary: draft.summary,
        content: draft.content,
        cover: shared.cover,
        thumbnail: shared.thumbnail,
        link: shared.link,
        sorts: shared.sorts,
        published: shared.published,
      })
      .then(
        (next) => {
          setFresh(next);
          setGroupKey(next.group_key);
          setSent((s) => ({ ...s, [l]: draft.content }));
          void message.success(CT.savedLang(l));
        },
        (err: Error) => void message.error(err.message),
      );
  };
  const onDelete = (l: LangCode) => () =>
    remove.mutateAsync({ group_key: groupKey, language: l }).then(
      () => void message.success(CT.savedLang(l)),
      (err: Error) => void message.error(err.message),
    );

  let body;
  if (groupKey && !data)
    body = group.isError ? (
      <ListError error={group.error} onRetry={() => void group.refetch()} />
    ) : (
      <ListEmpty loading />
    );
  else
    body = (
      <>
        <Form<Shared> form={form} layout="vertical" initialValues={sharedOf(en, category)}>
          <SharedFields locked={groupKey !== ''} />
        </Form>
        {!en ? <Alert type="info" showIcon style={{ marginBottom: 8 }} title={CT.enFirst} /> : null}
        <Tabs
          activeKey={lang}
          onChange={setLang}
          items={LANG_CODES.map((l) => {
            const row = rowOf(l);
            return {
              key: l,
              disabled: l !== 'en' && !en,
              label: (
                <span data-testid={`content-lang-${l}`}>
                  {l} {row ? <CheckCircleFilled style={{ color: '#52c41a' }} /> : null}
                </span>
              ),
              children: (
                <ContentLanguagePane
                  key={`${l}:${row?.update_time ?? 'new'}`}
                  lang={l}
                  row={row}
                  sent={sent[l]}
                  saving={save.isPending}
                  onSave={onSave(l)}
                  onDelete={row && l !== 'en' ? onDelete(l) : null}
                />
              ),
            };
          })}
        />
      </>
    );

  return (
    <Drawer open title={title} size={1040} onClose={onClose} destroyOnHidden data-testid="content-editor">
      {body}
    </Drawer>
  );
}
