import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListTableProps } from './list-table.tsx';
import { Pager } from './pager.tsx';

interface Props<T> extends Omit<ListTableProps<T>, 'pagination' | 'dataSource'> {
  testId: string;
  rows: T[];
  isError?: boolean;
  page: number;
  perPage: number;
  onPage(page: number): void;
}

/** A server-paged list answered without a total: its load error, the table and previous/next. */
export function PagedTable<T extends object>({
  testId,
  rows,
  isError,
  page,
  perPage,
  onPage,
  ...table
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      {isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      <ListTable<T>
        data-testid={testId}
        size="small"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('lists.list.empty') }}
        {...table}
      />
      <Pager page={page} hasNext={rows.length === perPage} onChange={onPage} />
    </>
  );
}
