import type { Language } from '@savdo/shared/i18n/languages';
import { BANK_TARGET_RULES } from '@savdo/shared/schemas/cashless';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { money } from '../../../shared/format.ts';
import type { BankOperationRow } from './api.ts';

/** Whether the user may book (or re-book) a row: the row's current target screen's `.edit`. */
export const canBook = (row: BankOperationRow, rules: ReadonlySet<string>): boolean =>
  rules.has(`${BANK_TARGET_RULES[row.target]}.edit`);

interface Options {
  t: TFunction;
  lang: Language;
  rules: ReadonlySet<string>;
  /** Every row's screen shows what each row is booked to; a target's own screen shows only the record. */
  showTarget: boolean;
  onBook(row: BankOperationRow): void;
}

/** The columns of a statement-row list: date and number, account, direction and amount, counterparty, purpose, target, booking. */
export function bankColumns({
  t,
  lang,
  rules,
  showTarget,
  onBook,
}: Options): TableColumnsType<BankOperationRow> {
  const dash = (value: string | null) => value ?? '—';
  return [
    {
      key: 'date',
      title: t('cashless.columns.date'),
      render: (_, r) => dayjs(r.doc_date).format('DD.MM.YYYY'),
    },
    { key: 'number', title: t('cashless.columns.number'), dataIndex: 'doc_number' },
    {
      key: 'account',
      title: t('cashless.columns.account'),
      render: (_, r) => (
        <>
          {r.account_name}
          <br />
          <Typography.Text type="secondary">{r.account_number}</Typography.Text>
        </>
      ),
    },
    {
      key: 'direction',
      title: t('cashless.columns.direction'),
      render: (_, r) => (
        <Tag color={r.direction === 'IN' ? 'green' : 'volcano'}>
          {t(`cashless.directions.${r.direction}`)}
        </Tag>
      ),
    },
    {
      key: 'amount',
      title: t('cashless.columns.amount'),
      align: 'right',
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{money(r.amount, r.currency, lang)}</span>,
    },
    {
      key: 'counterparty',
      title: t('cashless.columns.counterparty'),
      render: (_, r) => (
        <>
          {dash(r.counterparty_name)}
          {(r.counterparty_inn || r.counterparty_account) && (
            <>
              <br />
              <Typography.Text type="secondary">
                {[
                  r.counterparty_inn && `${t('cashless.columns.inn')} ${r.counterparty_inn}`,
                  r.counterparty_account,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </>
          )}
        </>
      ),
    },
    { key: 'purpose', title: t('cashless.columns.purpose'), width: 320, render: (_, r) => dash(r.purpose) },
    {
      key: 'target',
      title: t('cashless.columns.target'),
      render: (_, r) => (
        <span data-testid={`bank-row-target-${r.doc_number}`}>
          {showTarget && <Tag>{t(`cashless.targets.${r.target}`)}</Tag>}
          {r.target_name}
          {r.classified_by && (
            <>
              <br />
              <Typography.Text type="secondary">
                {t(`cashless.classifiedBy.${r.classified_by}`)}
              </Typography.Text>
            </>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('cashless.columns.actions'),
      render: (_, r) =>
        canBook(r, rules) && (
          <Button size="small" data-testid={`bank-row-book-${r.doc_number}`} onClick={() => onBook(r)}>
            {t(r.target === 'UNDIRECTED' ? 'cashless.classify.open' : 'cashless.classify.change')}
          </Button>
        ),
    },
  ];
}
