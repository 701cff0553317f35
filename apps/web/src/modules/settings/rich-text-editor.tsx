import { linkFromInput } from '@savdo/shared/html';
import { Button, Flex, Input, Modal, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../shared/html.ts';
import styles from './rich-text.module.css';

interface Props {
  id?: string;
  /** The HTML (as Ant Design's Form.Item gives it). */
  value?: unknown;
  onChange?: (html: string) => void;
  disabled?: boolean;
}

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'unlink';

const BUTTONS: readonly { command: Command; labelKey: string; text: ReactNode; testId: string }[] = [
  { command: 'bold', labelKey: 'settings.news.toolbar.bold', text: <b>B</b>, testId: 'rte-bold' },
  { command: 'italic', labelKey: 'settings.news.toolbar.italic', text: <i>I</i>, testId: 'rte-italic' },
  {
    command: 'insertUnorderedList',
    labelKey: 'settings.news.toolbar.bulletList',
    text: '•≡',
    testId: 'rte-ul',
  },
  {
    command: 'insertOrderedList',
    labelKey: 'settings.news.toolbar.numberedList',
    text: '1≡',
    testId: 'rte-ol',
  },
];

/** The editor's selection, if it lies inside the editor. */
function selectionIn(root: HTMLElement | null): Range | undefined {
  const selection = window.getSelection();
  if (!root || !selection || selection.rangeCount === 0) return undefined;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range.cloneRange() : undefined;
}

/**
 * A small rich-text editor: a contentEditable area with bold, italic, lists
 * and links through `document.execCommand` (no editor library). It hands its
 * HTML as it is typed; whoever shows or sends it sanitises it. Pasting
 * inserts plain text, so nothing foreign comes in with the clipboard.
 */
export function RichTextEditor({ id, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  /** The HTML the area last handed out: a value coming back unchanged is not written again (the caret stays). */
  const emitted = useRef<string | undefined>(undefined);
  const [link, setLink] = useState<{ range?: Range; url: string; invalid: boolean }>();

  useEffect(() => {
    const html = typeof value === 'string' ? value : '';
    if (area.current && html !== emitted.current) {
      area.current.innerHTML = sanitizeHtml(html);
      emitted.current = html;
    }
  }, [value]);

  const emit = () => {
    const html = area.current?.innerHTML ?? '';
    emitted.current = html;
    onChange?.(html);
  };

  const run = (command: Command | 'createLink', argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };

  const insertLink = () => {
    if (!link) return;
    const url = linkFromInput(link.url);
    if (!url) return setLink({ ...link, invalid: true });
    const selection = window.getSelection();
    area.current?.focus();
    if (link.range && selection) {
      selection.removeAllRanges();
      selection.addRange(link.range);
    }
    run('createLink', url);
    setLink(undefined);
  };

  return (
    <div className={styles.editor} data-disabled={disabled || undefined}>
      <Flex gap={4} wrap className={styles.toolbar} role="toolbar">
        {BUTTONS.map((button) => (
          <Tooltip key={button.command} title={t(button.labelKey)}>
            <Button
              size="small"
              aria-label={t(button.labelKey)}
              data-testid={button.testId}
              disabled={disabled}
              // Keep the selection in the text: the button never takes the focus.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(button.command)}
            >
              {button.text}
            </Button>
          </Tooltip>
        ))}
        <Button
          size="small"
          aria-label={t('settings.news.toolbar.link')}
          data-testid="rte-link"
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setLink({ range: selectionIn(area.current), url: '', invalid: false })}
        >
          {t('settings.news.toolbar.link')}
        </Button>
        <Button
          size="small"
          aria-label={t('settings.news.toolbar.unlink')}
          data-testid="rte-unlink"
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('unlink')}
        >
          {t('settings.news.toolbar.unlink')}
        </Button>
      </Flex>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element */}
      <div
        id={id}
        ref={area}
        role="textbox"
        aria-multiline="true"
        tabIndex={0}
        data-testid="rte-area"
        className={styles.area}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onPaste={(e) => {
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
        }}
        onDrop={(e) => e.preventDefault()}
      />
      <Modal
        open={link !== undefined}
        title={t('settings.news.link.title')}
        okText={t('settings.news.link.insert')}
        cancelText={t('settings.news.link.cancel')}
        okButtonProps={{ id: 'rte-link-ok' }}
        onOk={insertLink}
        onCancel={() => setLink(undefined)}
        destroyOnHidden
      >
        <Input
          id="rte-link-url"
          autoFocus
          placeholder={t('settings.news.link.url')}
          value={link?.url ?? ''}
          status={link?.invalid ? 'error' : undefined}
          onChange={(e) => setLink(link && { ...link, url: e.target.value, invalid: false })}
          onPressEnter={insertLink}
        />
        {link?.invalid && <Typography.Text type="danger">{t('settings.news.link.invalid')}</Typography.Text>}
      </Modal>
    </div>
  );
}
