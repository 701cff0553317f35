import { checkRule } from '@savdo/shared/rules';
import { IMEI_REGISTRY_STATUSES, type ImeiRegistryStatus } from '@savdo/shared/schemas/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { ScreenTitle } from '../../../controls/screen-title.tsx';
import { useRules } from '../../../platform/session.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { useDebounced } from '../../../shared/use-debounced.ts';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { INTEGRATIONS_KEY, integrationsApi, PER_PAGE, type SoldImei } from './api.ts';

const COLORS: Record<ImeiRegistryStatus, string> = { PENDING: 'gold', REGISTERED: 'green', FAILED: 'red' };

/**
 * Sold IMEI units and their report to the national IMEI registry: pending
 * (not reported yet), reported, or failed (with the registry's answer);
 * a pending or failed one is (re)reported through the provider.
 */
export function UzimeiPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ImeiRegistryStatus>();
  const [productId, setProductId] = useState<number>();
  const [imei, setImei] = useState('');
  const [busy, setBusy] = useState<number>();
  const term = useDebounced(imei.trim(), 300);
  const paged = usePagedQuery(
    [INTEGRATIONS_KEY, 'imei'],
    integrationsApi.soldImei,
    { status, product_id: productId, imei: term || undefined },
    PER_PAGE,
  );
  const canReport = checkRule('sold_imei_product.edit', rules);

  const report = async (row: SoldImei) => {
    setBusy(row.id);
    try {
      await integrationsApi.report(row.id);
    } catch {
      // the main client has shown the error
    } finally {
      setBusy(undefined);
      await queryClient.invalidateQueries({ queryKey: [INTEGRATIONS_KEY, 'imei'] });
    }
  };

  const columns: TableColumnsType<SoldImei> = [
    { key: 'imei', title: 'IMEI', dataIndex: 'imei' },
    { key: 'product', title: t('integrations.fields.product'), dataIndex: 'product_name' },
    {
      key: 'status',
      title: t('integrations.imei.status'),
      render: (_, r) => (
        <Tag color={COLORS[r.registry_status]} data-testid={`imei-status-${r.id}`}>
          {t(`integrations.imei.statuses.${r.registry_status}`)}
        </Tag>
      ),
    },
    {
      key: 'answer',
      title: t('integrations.imei.answer'),
      render: (_, r) =>
        r.reference ?? (r.message && <Typography.Text type="danger">{r.message}</Typography.Text>),
    },
    { key: 'attempts', title: t('integrations.imei.attempts'), dataIndex: 'attempts', align: 'right' },
    ...(canReport
      ? [
          {
            key: 'action',
            title: '',
            render: (_: unknown, r: SoldImei) =>
              r.registry_status !== 'REGISTERED' && (
                <Button
                  size="small"
                  loading={busy === r.id}
                  data-testid={`imei-report-${r.id}`}
                  onClick={() => report(r)}
                >
                  {t(r.registry_status === 'FAILED' ? 'integrations.imei.retry' : 'integrations.imei.report')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16} data-testid="uzimei">
      <ScreenTitle />
      <Flex gap={12} wrap>
        <Select<ImeiRegistryStatus>
          data-testid="imei-status-filter"
          allowClear
          placeholder={t('integrations.imei.allStatuses')}
          aria-label={t('integrations.imei.allStatuses')}
          value={status}
          onChange={setStatus}
          options={IMEI_REGISTRY_STATUSES.map((s) => ({
            value: s,
            label: t(`integrations.imei.statuses.${s}`),
          }))}
          style={{ width: 200 }}
        />
        <OptionSelect
          source="product"
          testId="imei-product"
          placeholder={t('integrations.fields.product')}
          aria-label={t('integrations.fields.product')}
          value={productId}
          onChange={setProductId}
          style={{ width: 260 }}
        />
        <Input.Search
          data-testid="imei-search"
          allowClear
          placeholder="IMEI"
          value={imei}
          onChange={(e) => setImei(e.target.value)}
          style={{ width: 220 }}
        />
      </Flex>
      <PagedTable<SoldImei> testId="uzimei-table" rowKey="id" columns={columns} {...paged.table} />
    </Flex>
  );
}
