import { LayoutOutlined } from '@ant-design/icons';
import { checkRule } from '@savdo/shared/rules';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { defineExtension, type ToolbarProps } from '../../../engine/extension-types.ts';

export const EDITOR_PATH = '/price-tag/create-template';

function CreateInEditor({ rules }: ToolbarProps) {
  const { t } = useTranslation();
  if (!checkRule('price_tag.add', rules)) return null;
  return (
    <Link to={EDITOR_PATH} data-testid="template-create-in-editor">
      <Button>{t('pricing.editor.create')}</Button>
    </Link>
  );
}

/** The price tag templates list: each template opens in the layout editor (`?id=`), and a new one starts there. */
export const templateExtension = defineExtension({
  toolbar: CreateInEditor,
  rowActions: [
    {
      key: 'editor',
      labelKey: 'pricing.editor.open',
      icon: <LayoutOutlined />,
      rule: 'price_tag.edit',
      run: (row, { open }) => open(() => <Navigate to={`${EDITOR_PATH}?id=${row.id}`} />),
    },
  ],
});
