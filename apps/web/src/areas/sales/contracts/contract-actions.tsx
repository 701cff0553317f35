import { documentNumber } from '@savdo/shared/documents';
import type { ContractView } from '@savdo/shared/schemas/contracts';
import { Button, Space } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { contractsApi } from './api.ts';

// the PDF viewer and the dialogs load with chunks of their own (the screen's size budget)
const PdfDialog = lazy(() =>
  import('../../../shared/pdf-dialog.tsx').then((m) => ({ default: m.PdfDialog })),
);
const SignDialog = lazy(() => import('./contract-dialogs.tsx').then((m) => ({ default: m.SignDialog })));
const ReasonDialog = lazy(() => import('./contract-dialogs.tsx').then((m) => ({ default: m.ReasonDialog })));
const ResponsibleDialog = lazy(() =>
  import('./contract-dialogs.tsx').then((m) => ({ default: m.ResponsibleDialog })),
);

type Step = 'sign' | 'cancel' | 'freeze' | 'unfreeze' | 'responsible';

/** The transitions of a contract the user may make now, each in a dialog; and its print. */
export function ContractActions({ contract: c, onChanged }: { contract: ContractView; onChanged(): void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const [step, setStep] = useState<Step | null>(null);
  const [pdf, setPdf] = useState<string | null>(null);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf)), [pdf]);
  const print = async () => {
    try {
      setPdf(URL.createObjectURL((await contractsApi.print(c.id)).blob));
    } catch {
      // the main client showed the refusal
    }
  };
  const close = (saved: boolean) => {
    setStep(null);
    if (saved) onChanged();
  };
  const can = (rule: string) => rules.has(rule);
  return (
    <Space wrap>
      {c.status === 'CREATED' && can('contract.approve') && (
        <Button type="primary" onClick={() => setStep('sign')} data-testid="contract-sign">
          {t('contracts.actions.sign')}
        </Button>
      )}
      {c.status === 'CREATED' && can('contract.cancel') && (
        <Button danger onClick={() => setStep('cancel')} data-testid="contract-cancel">
          {t('contracts.actions.cancel')}
        </Button>
      )}
      {c.status === 'ACTIVE' && can('contract_freeze.approve') && (
        <Button onClick={() => setStep('freeze')} data-testid="contract-freeze">
          {t('contracts.actions.freeze')}
        </Button>
      )}
      {c.status === 'FREEZE' && can('contract_freeze.approve') && (
        <Button onClick={() => setStep('unfreeze')} data-testid="contract-unfreeze">
          {t('contracts.actions.unfreeze')}
        </Button>
      )}
      {c.status !== 'CANCELED' && can('contract_responsible.attach') && (
        <Button onClick={() => setStep('responsible')} data-testid="contract-responsible">
          {t('contracts.actions.responsible')}
        </Button>
      )}
      {can('contract.print') && (
        <Button onClick={() => void print()} data-testid="contract-print">
          {t('contracts.actions.print')}
        </Button>
      )}
      <Suspense fallback={null}>
        {step === 'sign' && <SignDialog contract={c} onClose={close} />}
        {(step === 'cancel' || step === 'freeze' || step === 'unfreeze') && (
          <ReasonDialog contract={c} step={step} onClose={close} />
        )}
        {step === 'responsible' && <ResponsibleDialog contract={c} onClose={close} />}
      </Suspense>
      {pdf && (
        <Suspense fallback={null}>
          <PdfDialog
            url={pdf}
            onClose={() => setPdf(null)}
            title={t('contracts.view.title', { number: documentNumber(c.branch_prefix, c.number) })}
            openLabel={t('contracts.actions.openPdf')}
            openTestId="contract-pdf-open"
            frameTestId="contract-pdf-frame"
          />
        </Suspense>
      )}
    </Space>
  );
}
