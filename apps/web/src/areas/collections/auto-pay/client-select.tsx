import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientSearchSelect } from '../../../shared/client-search-select.tsx';
import { AUTO_PAY_KEY, autoPayApi } from './api.ts';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  style?: CSSProperties;
  testId?: string;
}

/** A client of the auto-payment screens, searched under their rules. */
export function ClientSelect({ testId = 'autopay-client', ...props }: Props) {
  const { t } = useTranslation();
  return (
    <ClientSearchSelect
      {...props}
      queryKey={[AUTO_PAY_KEY]}
      search={autoPayApi.clients}
      placeholder={t('autoPay.fields.client')}
      aria-label={t('autoPay.fields.client')}
      testId={testId}
    />
  );
}
