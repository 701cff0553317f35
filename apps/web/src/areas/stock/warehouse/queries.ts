import type { StockDocument, StockDocumentKind } from '@savdo/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { warehouseApi } from './api.ts';
import { isDangerStep, type Step, stepKey } from './doc-kinds.ts';
import { docKey, WAREHOUSE_KEY } from './query-keys.ts';
import { useConfirm } from './use-confirm.ts';

/**
 * Runs a step of a document after its confirmation (product.md section 4);
 * the answer (the document in its new status) or undefined when declined or
 * refused by the server, whose message the main client has shown.
 */
export function useRunStep(kind: StockDocumentKind) {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  return useCallback(
    async (
      doc: { id: number; version: number },
      step: Step,
      confirmed = false,
    ): Promise<StockDocument | undefined> => {
      if (!confirmed && !(await confirm(`warehouse.confirm.${stepKey(step)}`, isDangerStep(step)))) return;
      try {
        const next = await warehouseApi.step(kind, doc.id, step, doc.version);
        queryClient.setQueryData(docKey(kind, doc.id), next);
        return next;
      } catch {
        return undefined;
      } finally {
        await queryClient.invalidateQueries({ queryKey: [WAREHOUSE_KEY] });
      }
    },
    [kind, confirm, queryClient],
  );
}
