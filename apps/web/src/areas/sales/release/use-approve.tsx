import type { BelowZeroRefusal, OutputInvoiceDetail, ShortLine } from '@savdo/shared/schemas/release';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/index.ts';
import { showToast } from '../../../api/notifier.ts';
import { buildErrorToast, buildSuccessToast } from '../../../api/toast.ts';
import { quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { releaseApi } from './api.ts';

/** The short lines of a refused approval, when this user may confirm going below zero. */
export function confirmableShortage(error: unknown): ShortLine[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const refusal = (error.body as Partial<BelowZeroRefusal>).below_zero;
  return refusal?.can_confirm && Array.isArray(refusal.lines) ? refusal.lines : null;
}

/**
 * Approves an invoice; when the warehouse holds less than a line asks and
 * the user may take it below zero (`warehouse_residue.exceed`), asks first,
 * naming each short line, and approves again with `below_zero`. Any other
 * refusal is shown as the main client shows it. Rejects when not approved.
 */
export function useApproveInvoice(): (
  id: number,
  version: number | undefined,
  key: string,
) => Promise<OutputInvoiceDetail> {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { modal } = App.useApp();
  return useCallback(
    async (id, version, key) => {
      try {
        const approved = await releaseApi.approve(id, version, key);
        showToast(buildSuccessToast(t));
        return approved;
      } catch (error) {
        const lines = confirmableShortage(error);
        if (!lines) {
          if (error instanceof ApiError) showToast(buildErrorToast(error.body, t));
          throw error;
        }
        const confirmed = await new Promise<boolean>((resolve) => {
          modal.confirm({
            title: t('release.belowZero.title'),
            content: (
              <ul data-testid="below-zero-lines" style={{ paddingInlineStart: 18, margin: 0 }}>
                {lines.map((l) => (
                  <li key={l.line}>
                    {t('release.belowZero.line', {
                      line: l.line,
                      product: l.product_name,
                      asked: quantity(l.asked, lang),
                      available: quantity(l.available, lang),
                      short: quantity(l.short, lang),
                    })}
                  </li>
                ))}
              </ul>
            ),
            okText: t('release.belowZero.ok'),
            cancelText: t('engine.no'),
            okButtonProps: { id: 'confirm-ok', danger: true },
            cancelButtonProps: { id: 'confirm-cancel' },
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        });
        if (!confirmed) throw error;
        return releaseApi.step(id, 'approve', version, crypto.randomUUID(), true);
      }
    },
    [t, lang, modal],
  );
}
