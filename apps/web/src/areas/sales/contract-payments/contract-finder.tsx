import { documentNumber } from '@savdo/shared/documents';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { type ContractFound, PAYMENTS_KEY, paymentsApi, type SearchScope, shownDate } from './api.ts';

interface Props {
  /** Which contracts: taking payments, down payments, any open one; absent: every contract. */
  scope?: SearchScope;
  onSelect(contract: ContractFound): void;
  testId?: string;
}

const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'green',
  FREEZE: 'blue',
  CREATED: 'gold',
  CLOSED: 'default',
};

/**
 * Finds a contract by its number, the client's name (either script), PINFL
 * or phone: the search runs when the cashier presses Enter; a click on a
 * contract found picks it. (Rows of buttons, not a table: the dialogs that
 * embed it stay within the screens' size budget.)
 */
export function ContractFinder({ scope, onSelect, testId = 'contract-finder' }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: [PAYMENTS_KEY, 'search', scope, search],
    queryFn: ({ signal }) => paymentsApi.search(search, scope, signal),
    enabled: search !== '',
  });
  return (
    <Flex vertical gap={8} align="stretch" data-testid={testId}>
      <Input.Search
        allowClear
        enterButton={t('payments.finder.search')}
        placeholder={t('payments.finder.placeholder')}
        onSearch={(value) => setSearch(value.trim())}
        data-testid={`${testId}-input`}
        style={{ maxWidth: 560 }}
      />
      {found.isError && <Alert type="error" showIcon title={t('payments.finder.failed')} />}
      {search !== '' && found.isFetching && <Spin />}
      {search !== '' && !found.isFetching && found.data?.length === 0 && (
        <Typography.Text type="secondary">{t('payments.finder.empty')}</Typography.Text>
      )}
      <Flex vertical gap={4} data-testid={`${testId}-results`}>
        {(search === '' ? [] : (found.data ?? [])).map((c) => (
          <Button
            key={c.id}
            block
            onClick={() => onSelect(c)}
            className="contract-finder-row"
            style={{ height: 'auto', textAlign: 'left', justifyContent: 'flex-start', whiteSpace: 'normal' }}
          >
            <Flex gap={12} wrap align="center" style={{ width: '100%' }}>
              <b>{documentNumber(c.branch_prefix, c.number)}</b>
              <span>{c.client_name}</span>
              <Typography.Text type="secondary">
                {[c.pinfl, formatPhone(c.phone), shownDate(c.contract_date)].filter(Boolean).join(' · ')}
              </Typography.Text>
              <Tag color={STATUS_COLORS[c.status]}>{t(`payments.contractStatuses.${c.status}`)}</Tag>
              <span
                style={{ marginLeft: 'auto', whiteSpace: 'nowrap' }}
              >{`${t('payments.fields.rest')}: ${money(c.rest, c.currency, lang)}`}</span>
            </Flex>
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
