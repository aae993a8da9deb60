import { MessageOutlined, SettingOutlined } from '@ant-design/icons';
import { SUPPORT_TEXT_MAX } from '@meridian/contract/support';
import type { SupportCanned } from '@meridian/contract/support';
import {
  App,
  Button,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Popover,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useCanned, useCannedDelete, useCannedSave } from './calls';
import { S } from '../../strings';
import { SUP } from './strings';

/** Creates or edits one canned reply (audited on the server). */
function CannedForm({ item, onDone }: { item: SupportCanned | 'new'; onDone: () => void }) {
  const { message } = App.useApp();
  const save = useCannedSave();
  const [form] = Form.useForm<{ title: string; text: string }>();
  const editing = item === 'new' ? null : item;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ title: editing?.title ?? '', text: editing?.text ?? '' }}
      onFinish={(v) =>
        save
          .mutateAsync({ ...(editing ? { id: editing.id } : {}), title: v.title.trim(), text: v.text.trim() })
          .then(
            () => {
              void message.success(SUP.cannedSaved);
              onDone();
            },
            (e: Error) => void message.error(e.message),
          )
      }
    >
      <Form.Item
        name="title"
        label={SUP.cannedTitle}
        rules={[{ required: true, whitespace: true, message: SUP.required }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="text"
        label={SUP.cannedText}
        rules={[
          { required: true, whitespace: true, message: SUP.required },
          { max: SUPPORT_TEXT_MAX, message: SUP.tooLong(SUPPORT_TEXT_MAX) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {S.save}
        </Button>
        <Button onClick={onDone}>{S.cancel}</Button>
      </Space>
    </Form>
  );
}

/** The canned replies: list, create, edit, delete. */
function CannedManager({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const canned = useCanned();
  const remove = useCannedDelete();
  const [editing, setEditing] = useState<SupportCanned | 'new' | null>(null);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={editing === null ? SUP.cannedManage : editing === 'new' ? SUP.cannedNew : SUP.cannedEdit}
      width={640}
      destroyOnHidden
    >
      {editing ? (
        <CannedForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <>
          <Button type="dashed" block onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
            {SUP.cannedNew}
          </Button>
          <List
            loading={canned.isPending}
            dataSource={canned.data ?? []}
            locale={{ emptyText: <Empty description={SUP.cannedEmpty} /> }}
            renderItem={(c) => (
              <List.Item
                key={c.id}
                actions={[
                  <Button key="edit" size="small" onClick={() => setEditing(c)}>
                    {S.edit}
                  </Button>,
                  <Popconfirm
                    key="del"
                    title={SUP.cannedDeleteQuestion}
                    onConfirm={() =>
                      remove.mutateAsync({ id: c.id }).then(
                        () => void message.success(SUP.cannedDeleted),
                        (e: Error) => void message.error(e.message),
                      )
                    }
                  >
                    <Button size="small" danger>
                      {SUP.delete}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      {c.title}
                      {c.is_demo && <Tag>{SUP.demo}</Tag>}
                    </Space>
                  }
                  description={<Typography.Paragraph ellipsis={{ rows: 2 }}>{c.text}</Typography.Paragraph>}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
}

/** A button opening the canned replies; a click inserts one into the reply box. */
export function CannedPicker({ onPick }: { onPick: (text: string) => void }) {
  const canned = useCanned();
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const content = (
    <div className="support-canned">
      <List
        size="small"
        loading={canned.isPending}
        dataSource={canned.data ?? []}
        locale={{ emptyText: SUP.cannedEmpty }}
        renderItem={(c) => (
          <List.Item
            key={c.id}
            className="support-canned-item"
            data-testid={`support-canned-${c.id}`}
            onClick={() => {
              onPick(c.text);
              setOpen(false);
            }}
          >
            <List.Item.Meta
              title={c.title}
              description={
                <Typography.Text type="secondary" ellipsis>
                  {c.text}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      <Button
        type="link"
        size="small"
        icon={<SettingOutlined />}
        onClick={() => {
          setOpen(false);
          setManaging(true);
        }}
      >
        {SUP.cannedManage}
      </Button>
    </div>
  );
  return (
    <>
      <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="topLeft">
        <Button size="small" icon={<MessageOutlined />} data-testid="support-canned">
          {SUP.canned}
        </Button>
      </Popover>
      <CannedManager open={managing} onClose={() => setManaging(false)} />
    </>
  );
}
