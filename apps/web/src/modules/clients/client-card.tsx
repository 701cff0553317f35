import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Spin, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../shell/session.ts';
import { CLIENTS_KEY, type ClientCard, clientsApi, shownDate, shownPhone, shownTime } from './api.ts';
import { CardContracts } from './card-contracts.tsx';
import { CardDuplicates } from './card-duplicates.tsx';
import { CardFiles } from './card-files.tsx';
import { CardHistory } from './card-history.tsx';

interface Props {
  clientId: number;
  onClose(): void;
  onEdit(id: number): void;
  /** Opens another card (a duplicate, the card this one was merged into). */
  onOpen(id: number): void;
}

/** The card's fields, each with its label. */
function CardData({ card }: { card: ClientCard }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`clients.fields.${name}`);
  const address = [card.province_name, card.region_name, card.village_name, card.street]
    .filter(Boolean)
    .join(', ');
  const items = [
    ['full_name', card.full_name],
    ['pinfl', card.pinfl],
    ['passport', card.passport],
    ['passport_issued_by', card.passport_issued_by],
    ['passport_issued_at', shownDate(card.passport_issued_at)],
    ['phones', card.phones.map(shownPhone).join(', ')],
    ['birth_date', shownDate(card.birth_date)],
    ['age', card.age === null ? '' : t('clients.card.years', { n: card.age })],
    ['gender', card.gender ? t(`clients.genders.${card.gender}`) : ''],
    ['address', address],
    ['workplace_id', card.workplace_title ?? card.workplace_name],
    ['position', card.position],
    ['interview_comment_id', card.interview_comment_name],
    ['interview_comment', card.interview_comment],
    ['customer_flow_source_id', card.customer_flow_source_name],
    ['branch_id', card.branch_name],
    ['created_at', shownTime(card.created_at)],
    ['created_by', card.created_by_name],
  ] as const;
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      data-testid="client-card-data"
      items={items.map(([name, value]) => ({
        key: name,
        label: f(name),
        children: <span data-testid={`card-${name}`}>{value || '—'}</span>,
        span: name === 'address' || name === 'interview_comment' ? 2 : 1,
      }))}
    />
  );
}

/** A client's card in a drawer: data, files, contracts, duplicates and history as tabs. */
export function ClientCardDrawer({ clientId, onClose, onEdit, onOpen }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const card = useQuery({
    queryKey: [CLIENTS_KEY, 'card', clientId],
    queryFn: ({ signal }) => clientsApi.card(clientId, signal),
  });
  const data = card.data;
  return (
    <Drawer
      open
      onClose={onClose}
      size={960}
      title={data ? `${data.full_name} · #${data.id}` : t('clients.card.title')}
      extra={
        data &&
        rules.has('client.edit') && (
          <Button onClick={() => onEdit(data.id)} data-testid="card-edit">
            {t('clients.list.edit')}
          </Button>
        )
      }
      data-testid="client-card"
    >
      {card.isError && <Alert type="error" showIcon title={t('clients.card.loadError')} />}
      {!data ? (
        !card.isError && <Spin />
      ) : (
        <>
          {data.blacklist.listed ? (
            <Alert
              type="error"
              showIcon
              title={t('clients.card.blacklisted', { reason: data.blacklist.reason })}
              data-testid="card-blacklisted"
              style={{ marginBottom: 12 }}
            />
          ) : (
            <Tag color="green" style={{ marginBottom: 12 }} data-testid="card-not-blacklisted">
              {t('clients.card.notBlacklisted')}
            </Tag>
          )}
          {data.merged_into_id ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('clients.card.mergedInto', { id: data.merged_into_id })}
              action={
                <Button size="small" onClick={() => onOpen(data.merged_into_id ?? 0)}>
                  {t('clients.list.open')}
                </Button>
              }
            />
          ) : (
            !data.active && <Tag style={{ marginBottom: 12 }}>{t('clients.card.inactive')}</Tag>
          )}
          <Tabs
            destroyOnHidden
            items={[
              { key: 'data', label: t('clients.card.tabs.data'), children: <CardData card={data} /> },
              {
                key: 'files',
                label: t('clients.card.tabs.files'),
                children: <CardFiles clientId={data.id} />,
              },
              {
                key: 'contracts',
                label: t('clients.card.tabs.contracts'),
                children: <CardContracts clientId={data.id} />,
              },
              {
                key: 'duplicates',
                label: `${t('clients.card.tabs.duplicates')} (${data.duplicate_count})`,
                children: <CardDuplicates clientId={data.id} onOpen={onOpen} />,
              },
              {
                key: 'history',
                label: t('clients.card.tabs.history'),
                children: <CardHistory clientId={data.id} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
