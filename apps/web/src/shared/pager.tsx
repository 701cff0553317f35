import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  hasNext: boolean;
  onChange(page: number): void;
}

/** "Previous / next" paging for lists answered without a total (the ledger, residues, price lists). */
export function Pager({ page, hasNext, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center" justify="flex-end" style={{ marginTop: 16 }} data-testid="pager">
      <Button data-testid="pager-previous" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('lists.pager.previous')}
      </Button>
      <Typography.Text data-testid="pager-page">{t('lists.pager.page', { page })}</Typography.Text>
      <Button data-testid="pager-next" disabled={!hasNext} onClick={() => onChange(page + 1)}>
        {t('lists.pager.next')}
      </Button>
    </Flex>
  );
}
