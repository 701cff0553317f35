import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation questions of product.md section 4 ("each dialog asks for
 * confirmation") as a promise: true when the user confirms. The buttons
 * carry the ids `confirm-ok` / `confirm-cancel`, as everywhere in the app.
 */
export function useConfirm(): (messageKey: string, danger?: boolean) => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (messageKey, danger = false) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('warehouse.confirm.title'),
          content: t(messageKey),
          okText: t('warehouse.confirm.yes'),
          cancelText: t('warehouse.confirm.no'),
          okButtonProps: { id: 'confirm-ok', danger },
          cancelButtonProps: { id: 'confirm-cancel' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
