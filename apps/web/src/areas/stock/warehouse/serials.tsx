import { useQueries } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { warehouseApi } from './api.ts';
import { lineRule } from './line-rules.ts';
import { WAREHOUSE_KEY } from './query-keys.ts';

/**
 * Which of these products are serial-tracked (their record's `is_serial`),
 * read once per product and kept for the session. A product whose record
 * cannot be read counts as not tracked: the server still names the line.
 */
export function useSerialTracked(productIds: readonly (number | undefined)[]): ReadonlySet<number> {
  const ids = [...new Set(productIds.filter((id): id is number => typeof id === 'number'))].sort(
    (a, b) => a - b,
  );
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: [WAREHOUSE_KEY, 'product', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => warehouseApi.product(id, signal),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })),
  });
  const key = results.map((r) => `${r.data?.id}:${r.data?.is_serial}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the set changes only with what was read
  return useMemo(
    () => new Set(results.filter((r) => r.data?.is_serial).map((r) => r.data?.id as number)),
    [key],
  );
}

interface Props {
  index: number;
  onCount(count: number): void;
}

/**
 * The serials (or IMEIs) of a serial-tracked line, one per unit: typed or
 * scanned (a scanner ends each with Enter), separated by spaces or commas.
 * The line's quantity is their number.
 */
export function SerialsField({ index, onCount }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={[index, 'serials']}
      rules={[lineRule('serials', t)]}
      style={{ margin: '8px 0 0' }}
      extra={t('warehouse.editor.serialsHint')}
    >
      <Select<string[]>
        mode="tags"
        open={false}
        suffixIcon={null}
        tokenSeparators={[',', ' ', ';']}
        placeholder={t('warehouse.fields.serials')}
        data-testid={`line-serials-${index}`}
        onChange={(values) => onCount(values.length)}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
