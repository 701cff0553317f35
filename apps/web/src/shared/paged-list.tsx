import { Alert } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardLayout, CardList } from './card-list.tsx';
import type { ListTableProps } from './list-table.tsx';
import { PagedTable } from './paged-table.tsx';
import { Pager } from './pager.tsx';
import { useIsPhone } from './use-phone.ts';

interface Props<T> extends Omit<ListTableProps<T>, 'pagination' | 'dataSource' | 'rowKey'> {
  testId: string;
  rows: T[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  isError?: boolean;
  page: number;
  perPage: number;
  onPage(page: number): void;
  /** How a row reads as a card on a phone. */
  cards: CardLayout;
}

/**
 * A server-paged list: the table (`PagedTable`) on a wider screen, on a phone the same columns as cards
 * (`CardList`) with the same previous / next, under the same test id.
 */
export function PagedList<T extends object>({ cards, ...props }: Props<T>) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  if (!phone) return <PagedTable<T> {...props} />;
  const { testId, rows, rowKey, isError, page, perPage, onPage, columns, loading } = props;
  return (
    <>
      {isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      <CardList<T>
        testId={testId}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        loading={loading === true || (typeof loading === 'object' && loading.spinning !== false)}
        emptyText={t('lists.list.empty')}
        {...cards}
      />
      <Pager page={page} hasNext={rows.length === perPage} onChange={onPage} />
    </>
  );
}
