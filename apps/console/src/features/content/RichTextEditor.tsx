import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Modal, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { isEditorUrl } from './forms';
import { CT } from './strings';

function ToolButton({
  title,
  active,
  disabled,
  onClick,
  children,
  testId,
}: {
  title: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        disabled={disabled}
        onClick={onClick}
        aria-label={title}
        aria-pressed={active}
        data-testid={testId}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

type Asking = { kind: 'link' | 'image'; url: string } | null;

function Toolbar({ editor, onAsk }: { editor: Editor; onAsk: (a: Asking) => void }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Space size={2} wrap className="rte-toolbar" data-testid="rte-toolbar">
      <ToolButton
        title={CT.rteBold}
        active={s.bold}
        onClick={() => chain().toggleBold().run()}
        testId="rte-bold"
      >
        <BoldOutlined />
      </ToolButton>
      <ToolButton
        title={CT.rteItalic}
        active={s.italic}
        onClick={() => chain().toggleItalic().run()}
        testId="rte-italic"
      >
        <ItalicOutlined />
      </ToolButton>
      <ToolButton
        title={CT.rteH2}
        active={s.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
        testId="rte-h2"
      >
        H2
      </ToolButton>
      <ToolButton
        title={CT.rteH3}
        active={s.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
        testId="rte-h3"
      >
        H3
      </ToolButton>
      <Divider orientation="vertical" />
      <ToolButton
        title={CT.rteBullet}
        active={s.bullet}
        onClick={() => chain().toggleBulletList().run()}
        testId="rte-bullet"
      >
        <UnorderedListOutlined />
      </ToolButton>
      <ToolButton
        title={CT.rteOrdered}
        active={s.ordered}
        onClick={() => chain().toggleOrderedList().run()}
        testId="rte-ordered"
      >
        <OrderedListOutlined />
      </ToolButton>
      <ToolButton
        title={CT.rteQuote}
        active={s.quote}
        onClick={() => chain().toggleBlockquote().run()}
        testId="rte-quote"
      >
        “ ”
      </ToolButton>
      <Divider orientation="vertical" />
      <ToolButton
        title={CT.rteLink}
        active={s.link}
        onClick={() =>
          onAsk({ kind: 'link', url: (editor.getAttributes('link').href as string | undefined) ?? '' })
        }
        testId="rte-link"
      >
        <LinkOutlined />
      </ToolButton>
      <ToolButton title={CT.rteImage} onClick={() => onAsk({ kind: 'image', url: '' })} testId="rte-image">
        <PictureOutlined />
      </ToolButton>
      <Divider orientation="vertical" />
      <ToolButton
        title={CT.rteUndo}
        disabled={!s.undo}
        onClick={() => chain().undo().run()}
        testId="rte-undo"
      >
        <UndoOutlined />
      </ToolButton>
      <ToolButton
        title={CT.rteRedo}
        disabled={!s.redo}
        onClick={() => chain().redo().run()}
        testId="rte-redo"
      >
        <RedoOutlined />
      </ToolButton>
    </Space>
  );
}

/**
 * The article body editor (TipTap): bold, italic, headings, lists, quote, link, picture, undo/redo. A form control:
 * `value` is the HTML it starts from (mount it again — a `key` — to load another text), `onChange` gets the HTML
 * after each edit. What it produces is only a proposal: the server sanitises it before storing.
 */
export function RichTextEditor({
  value,
  onChange,
  testId = 'rte',
}: {
  value?: string;
  onChange?: (html: string) => void;
  testId?: string;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['mailto'] }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value ?? '',
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  const apply = () => {
    if (!asking) return;
    const url = asking.url.trim();
    const chain = editor.chain().focus();
    if (asking.kind === 'link') {
      if (!url) chain.extendMarkRange('link').unsetLink().run();
      else if (isEditorUrl(url)) chain.extendMarkRange('link').setLink({ href: url }).run();
      else return;
    } else if (isEditorUrl(url)) chain.setImage({ src: url }).run();
    else return;
    setAsking(null);
  };
  const bad = asking !== null && asking.url.trim() !== '' && !isEditorUrl(asking.url);

  return (
    <div className="rte" data-testid={testId}>
      <Toolbar editor={editor} onAsk={setAsking} />
      <EditorContent editor={editor} className="rte-content" />
      <Modal
        open={asking !== null}
        title={asking?.kind === 'image' ? CT.rteImage : CT.rteLink}
        okText={CT.rteApply}
        onOk={apply}
        onCancel={() => setAsking(null)}
        okButtonProps={{ disabled: bad || (asking?.kind === 'image' && !asking.url.trim()) }}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={asking?.url ?? ''}
          placeholder={asking?.kind === 'image' ? CT.rteImageHint : CT.rteLinkHint}
          status={bad ? 'error' : undefined}
          onChange={(e) => setAsking((a) => (a ? { ...a, url: e.target.value } : a))}
          onPressEnter={apply}
          data-testid="rte-url"
        />
        {bad ? <div style={{ color: '#ff4d4f', marginTop: 6 }}>{CT.rteUrlBad}</div> : null}
      </Modal>
    </div>
  );
}
