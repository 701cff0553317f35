import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientSearchSelect } from '../../../shared/client-search-select.tsx';
import { APPEALS_KEY, appealsApi } from './api.ts';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  style?: CSSProperties;
  /** The current client's name when known (an appeal being edited). */
  label?: string | null;
}

/** The client of an appeal, searched under the appeals' rules. */
export function AppealClientSelect(props: Props) {
  const { t } = useTranslation();
  return (
    <ClientSearchSelect
      {...props}
      queryKey={[APPEALS_KEY]}
      search={appealsApi.clients}
      placeholder={t('appeals.fields.search')}
      aria-label={t('appeals.fields.search')}
      testId="appeal-client"
    />
  );
}
