import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { linkFromInput, safeUrl } from '@savdo/shared/html';
import { type Editor, mergeAttributes } from '@tiptap/core';
import { Bold } from '@tiptap/extension-bold';
import { Italic } from '@tiptap/extension-italic';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Button, Flex, Input, Modal, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../shared/html.ts';
import styles from './rich-text.module.css';

interface Props {
  id?: string;
  /** The HTML (as Ant Design's Form.Item gives it). */
  value?: unknown;
  onChange?: (html: string) => void;
  disabled?: boolean;
}

/** Bold and italic written `<b>` and `<i>`, as the news stored so far have them (TipTap writes `<strong>`, `<em>`). */
const BoldB = Bold.extend({
  renderHTML({ HTMLAttributes }) {
    return ['b', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
  },
});
const ItalicI = Italic.extend({
  renderHTML({ HTMLAttributes }) {
    return ['i', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
  },
});

/**
 * What the editor knows: the sanitiser's allow-list's formatting (headings
 * 1-4, quotes, code, rules, strike, underline come with the starter kit, so a
 * stored news item keeps them when edited), links only to the addresses the
 * sanitiser keeps, written bare (no target), and made from the link dialog
 * only (no links made while typing or pasting).
 */
const EXTENSIONS = [
  StarterKit.configure({
    bold: false,
    italic: false,
    heading: { levels: [1, 2, 3, 4] },
    dropcursor: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => safeUrl(url) !== undefined,
    },
  }),
  BoldB,
  ItalicI,
];

/** A paste being replayed as plain text (`handlePaste` sees it twice). */
const plainPastes = new WeakSet<ClipboardEvent>();

/** Pasting inserts the clipboard's plain text (lines as paragraphs), so nothing foreign comes in. */
function pastePlain(view: EditorView, event: ClipboardEvent): boolean {
  if (plainPastes.has(event)) return false;
  plainPastes.add(event);
  view.pasteText(event.clipboardData?.getData('text/plain') ?? '', event);
  return true;
}

type Toggle = 'bold' | 'italic' | 'bulletList' | 'orderedList';

const TOGGLES: readonly {
  name: Toggle;
  labelKey: string;
  icon: ReactNode;
  testId: string;
  run: (editor: Editor) => boolean;
}[] = [
  {
    name: 'bold',
    labelKey: 'settings.news.toolbar.bold',
    icon: <BoldOutlined />,
    testId: 'rte-bold',
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    labelKey: 'settings.news.toolbar.italic',
    icon: <ItalicOutlined />,
    testId: 'rte-italic',
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: 'bulletList',
    labelKey: 'settings.news.toolbar.bulletList',
    icon: <UnorderedListOutlined />,
    testId: 'rte-ul',
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    labelKey: 'settings.news.toolbar.numberedList',
    icon: <OrderedListOutlined />,
    testId: 'rte-ol',
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

/** Sets a link on the selection, or writes the address as a link at the caret. */
function setLink(editor: Editor, href: string) {
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link'))
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
  else chain.extendMarkRange('link').setLink({ href }).run();
}

/**
 * The news editor: TipTap (ProseMirror) with bold, italic, lists and links.
 * It hands its HTML as it is typed; whoever shows or sends it sanitises it,
 * and what it is given is sanitised before it is loaded. Loaded lazily, with
 * TipTap, by the screens that show it (`news-editor-page.tsx`).
 */
export function RichTextEditor({ id, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  /** The HTML the editor last handed out: a value coming back unchanged is not loaded again (the caret stays). */
  const emitted = useRef<string | undefined>(undefined);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [link, setLinkDialog] = useState<{ url: string; invalid: boolean }>();

  const areaLabel = t('settings.news.area');
  // The same object while nothing in it changes: TipTap hands the view new props when it does.
  const editorProps = useMemo(
    () => ({
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': areaLabel,
        'data-testid': 'rte-area',
        class: styles.area ?? '',
      },
      handlePaste: pastePlain,
      handleDrop: () => true,
    }),
    [id, areaLabel],
  );

  const editor = useEditor({
    extensions: EXTENSIONS,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor }) => {
      const html = editor.getHTML();
      emitted.current = html;
      changed.current?.(html);
    },
  });

  useEffect(() => {
    const html = typeof value === 'string' ? value : '';
    if (html === emitted.current) return;
    emitted.current = html;
    editor.commands.setContent(sanitizeHtml(html), { emitUpdate: false });
  }, [editor, value]);

  // TipTap keeps the editable state it was made with; a change of `disabled` is applied here.
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor }): Record<Toggle | 'link', boolean> => ({
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      bulletList: editor.isActive('bulletList'),
      orderedList: editor.isActive('orderedList'),
      link: editor.isActive('link'),
    }),
  });

  const insertLink = () => {
    if (!link) return;
    const url = linkFromInput(link.url);
    if (!url) return setLinkDialog({ ...link, invalid: true });
    setLink(editor, url);
    setLinkDialog(undefined);
  };

  const button = (props: {
    labelKey: string;
    icon: ReactNode;
    testId: string;
    pressed?: boolean;
    off?: boolean;
    onClick: () => void;
  }) => (
    <Tooltip key={props.testId} title={t(props.labelKey)}>
      <Button
        size="small"
        type={props.pressed ? 'primary' : 'default'}
        ghost={props.pressed}
        icon={props.icon}
        aria-label={t(props.labelKey)}
        aria-pressed={props.pressed}
        data-testid={props.testId}
        disabled={disabled || props.off}
        // Keep the selection in the text: the button never takes the focus.
        onMouseDown={(e) => e.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );

  return (
    <div className={styles.editor} data-disabled={disabled || undefined}>
      <Flex
        gap={4}
        wrap
        className={styles.toolbar}
        role="toolbar"
        aria-label={t('settings.news.toolbar.label')}
        aria-controls={id}
      >
        {TOGGLES.map((toggle) =>
          button({ ...toggle, pressed: active[toggle.name], onClick: () => toggle.run(editor) }),
        )}
        {button({
          labelKey: 'settings.news.toolbar.link',
          icon: <LinkOutlined />,
          testId: 'rte-link',
          onClick: () => {
            const href: unknown = editor.getAttributes('link').href;
            setLinkDialog({ url: typeof href === 'string' ? href : '', invalid: false });
          },
        })}
        {button({
          labelKey: 'settings.news.toolbar.unlink',
          icon: <DisconnectOutlined />,
          testId: 'rte-unlink',
          off: !active.link,
          onClick: () => editor.chain().focus().extendMarkRange('link').unsetLink().run(),
        })}
      </Flex>
      <EditorContent editor={editor} />
      <Modal
        open={link !== undefined}
        title={t('settings.news.link.title')}
        okText={t('settings.news.link.insert')}
        cancelText={t('settings.news.link.cancel')}
        okButtonProps={{ id: 'rte-link-ok' }}
        onOk={insertLink}
        onCancel={() => setLinkDialog(undefined)}
        destroyOnHidden
      >
        <Input
          id="rte-link-url"
          autoFocus
          placeholder={t('settings.news.link.url')}
          value={link?.url ?? ''}
          status={link?.invalid ? 'error' : undefined}
          onChange={(e) => setLinkDialog(link && { ...link, url: e.target.value, invalid: false })}
          onPressEnter={insertLink}
        />
        {link?.invalid && <Typography.Text type="danger">{t('settings.news.link.invalid')}</Typography.Text>}
      </Modal>
    </div>
  );
}
