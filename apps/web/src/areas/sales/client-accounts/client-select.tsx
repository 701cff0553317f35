import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientSearchSelect } from '../../../shared/client-search-select.tsx';
import { ACCOUNTS_KEY, accountsApi } from './api.ts';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  style?: CSSProperties;
  testId?: string;
}

/** A client of the accounts screens, searched under their rules. */
export function ClientSelect({ testId = 'client-select', ...props }: Props) {
  const { t } = useTranslation();
  return (
    <ClientSearchSelect
      {...props}
      queryKey={[ACCOUNTS_KEY]}
      search={accountsApi.clients}
      placeholder={t('payments.accounts.selectClient')}
      aria-label={t('payments.accounts.selectClient')}
      testId={testId}
    />
  );
}
