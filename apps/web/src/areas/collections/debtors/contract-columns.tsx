import { documentNumber } from '@savdo/shared/documents';
import type { Language } from '@savdo/shared/i18n/languages';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { moneyColumn } from '../../../shared/columns.tsx';
import { formatDateTime, formatPhone } from '../../../shared/format.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import type { CollectionContractRow } from './api.ts';

/** A timestamp as the interface shows it: DD.MM.YYYY HH:mm in Tashkent. */
export const stamp = (value: string | null, _lang?: Language) => (value ? formatDateTime(value) : '—');

interface Actions {
  /** The contact dialog; absent without the rule. */
  onContact?: (row: CollectionContractRow) => void;
  onCard: (row: CollectionContractRow) => void;
}

/** The columns of a collection list of contracts, with its card and the contact dialog on each row. */
export function contractColumns(
  t: TFunction,
  lang: Language,
  { onContact, onCard }: Actions,
): ListColumn<CollectionContractRow>[] {
  const f = (key: string) => t(`collections.fields.${key}`);
  return [
    {
      key: 'number',
      title: f('number'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => onCard(r)} data-testid={`collection-card-${r.id}`}>
          {documentNumber(r.branch_prefix, r.number)}
        </Button>
      ),
    },
    { key: 'client', title: f('client'), dataIndex: 'client_name' },
    { key: 'phone', title: f('phone'), render: (_, r) => formatPhone(r.phone) },
    { key: 'branch', title: f('branch'), dataIndex: 'branch_name' },
    {
      key: 'days',
      essential: true,
      title: f('daysLate'),
      align: 'right',
      render: (_, r) => <b data-testid={`days-late-${r.id}`}>{r.days_late}</b>,
    },
    { key: 'months', title: f('lateMonths'), align: 'right', dataIndex: 'late_months' },
    {
      ...moneyColumn<CollectionContractRow>('overdue', f('overdue'), lang, (r) => r.overdue),
      essential: true,
    },
    moneyColumn<CollectionContractRow>('rest', f('rest'), lang, (r) => r.rest),
    { key: 'stage', title: f('stage'), dataIndex: 'stage_name' },
    { key: 'responsible', title: f('responsible'), dataIndex: 'responsible_name' },
    {
      key: 'contact',
      title: f('lastContact'),
      render: (_, r) => (
        <span data-testid={`last-contact-${r.id}`}>
          {stamp(r.last_contact_at, lang)}
          {r.contacted_today && (
            <Tooltip title={t('collections.hints.contactedToday')}>
              <Tag color="green" style={{ marginLeft: 4 }}>
                ✓
              </Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      key: 'off',
      title: f('offBalance'),
      render: (_, r) => (r.off_balance ? <Tag color="orange">{f('offBalance')}</Tag> : null),
    },
    {
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_, r) => (
        <Space>
          {onContact && (
            <Button size="small" onClick={() => onContact(r)} data-testid={`collection-contact-${r.id}`}>
              {t('collections.actions.contact')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
