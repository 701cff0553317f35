import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ContractPaymentDetail,
  PAYMENTS_KEY,
  type PaymentScreen,
  paymentsApi,
  type SearchScope,
} from './api.ts';
import { ContractFinder } from './contract-finder.tsx';
import { DuePanel } from './due-panel.tsx';
import { TakeForm } from './take-form.tsx';

// what the payment paid shows in a chunk of its own (the screens' size budget)
const AllocationResult = lazy(() =>
  import('./allocation-result.tsx').then((m) => ({ default: m.AllocationResult })),
);

interface Props {
  /** A payment screen's kind, or the early close. */
  mode: PaymentScreen | 'close';
  scope: SearchScope;
  /** Prints the receipt of a payment just taken. */
  onPrint(id: number): void;
}

/**
 * Taking money for a contract, step by step: find it, see what is due (and
 * the early-close bonus), take the money, then see which instalments it paid
 * and print the receipt. A chunk of its own (its form and schemas load only
 * for who takes money).
 */
export function TakePanel({ mode, scope, onPrint }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [contractId, setContractId] = useState<number | null>(null);
  const [done, setDone] = useState<ContractPaymentDetail | null>(null);
  const due = useQuery({
    queryKey: [PAYMENTS_KEY, 'due', contractId],
    queryFn: ({ signal }) => paymentsApi.due(contractId ?? 0, signal),
    enabled: contractId !== null,
  });
  const reset = () => {
    setDone(null);
    setContractId(null);
  };
  if (done) {
    return (
      <Suspense fallback={<Spin />}>
        <AllocationResult payment={done} onPrint={() => onPrint(done.id)} onNext={reset} />
      </Suspense>
    );
  }
  if (contractId === null) return <ContractFinder scope={scope} onSelect={(c) => setContractId(c.id)} />;
  if (due.isError) return <Alert type="error" showIcon title={t('payments.finder.failed')} />;
  if (!due.data) return <Spin />;
  const close = mode === 'close';
  return (
    <Flex vertical gap={16}>
      <DuePanel due={due.data} withBonus={close} onChange={reset} />
      {close && due.data.bonus === '0.00' && (
        <Alert type="info" showIcon title={t('payments.bonuses.noBonus')} />
      )}
      <TakeForm
        key={due.data.contract.id}
        due={due.data}
        mode={mode}
        onDone={(payment) => {
          setDone(payment);
          void client.invalidateQueries({ queryKey: [PAYMENTS_KEY] });
        }}
      />
    </Flex>
  );
}
