import { FileTextOutlined } from '@ant-design/icons';
import { checkRule } from '@savdo/shared/rules';
import { Button } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { defineExtension, type ToolbarProps } from '../../../engine/extension-types.ts';

/** The news editor's address (`/info/news-editor`, clean layout); `?id=` opens an item. */
const EDITOR_PATH = '/info/news-editor';

/** Goes to the editor when rendered: row actions have no router of their own, `open` renders this inside the list. */
function GoTo({ to, onDone }: { to: string; onDone: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to);
    onDone();
  }, [navigate, to, onDone]);
  return null;
}

/** "Write in the editor" beside add and export, for whoever may add news. */
function NewsToolbar({ rules }: ToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAdd = useMemo(() => checkRule('news.add', rules), [rules]);
  if (!canAdd) return null;
  return (
    <Button data-testid="news-editor-new" onClick={() => void navigate(EDITOR_PATH)}>
      {t('settings.news.newInEditor')}
    </Button>
  );
}

/**
 * The news list (`/info/news`) stays the engine's; the rich-text editor is a
 * screen of its own, reached from a row ("open in editor", needs
 * `news.edit`) and from the toolbar ("write in the editor", `news.add`).
 */
export const newsExtension = defineExtension({
  toolbar: NewsToolbar,
  rowActions: [
    {
      key: 'open-editor',
      labelKey: 'settings.news.openInEditor',
      icon: <FileTextOutlined />,
      rule: 'news.edit',
      run: (row, { open }) => open((close) => <GoTo to={`${EDITOR_PATH}?id=${row.id}`} onDone={close} />),
    },
  ],
});
