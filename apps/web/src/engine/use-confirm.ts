import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation questions of product.md section 4 ("each dialog asks for
 * confirmation"): a Modal.confirm from `App.useApp()` (theme and locale of
 * the layout) as a promise, true when the user confirms.
 */
export function useConfirm(): (messageKey: string, params?: Record<string, unknown>) => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (messageKey, params) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('engine.confirm.title'),
          content: t(messageKey, params),
          okText: t('engine.yes'),
          cancelText: t('engine.no'),
          okButtonProps: { id: 'confirm-ok' },
          cancelButtonProps: { id: 'confirm-cancel' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
