import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Spin, Tabs, Tag } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../platform/session.ts';
import { CLIENTS_KEY, type ClientCard, clientsApi, shownDate, shownPhone, shownTime } from './api.ts';

/** Each tab is a chunk of its own, fetched when first shown. */
const tab = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((component) => ({ default: component })));
const CardFiles = tab(() => import('./card-files.tsx').then((m) => m.CardFiles));
const CardContracts = tab(() => import('./card-contracts.tsx').then((m) => m.CardContracts));
const CardDuplicates = tab(() => import('./card-duplicates.tsx').then((m) => m.CardDuplicates));
const CardHistory = tab(() => import('./card-history.tsx').then((m) => m.CardHistory));
const ClientScore = tab(() => import('./client-score.tsx').then((m) => m.ClientScore));

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
          <Suspense fallback={null}>
            <ClientScore clientId={data.id} />
          </Suspense>
          <Tabs
            destroyOnHidden
            items={[
              ['data', t('clients.card.tabs.data'), <CardData key="data" card={data} />],
              ['files', t('clients.card.tabs.files'), <CardFiles key="files" clientId={data.id} />],
              [
                'contracts',
                t('clients.card.tabs.contracts'),
                <CardContracts key="contracts" clientId={data.id} />,
              ],
              [
                'duplicates',
                `${t('clients.card.tabs.duplicates')} (${data.duplicate_count})`,
                <CardDuplicates key="duplicates" clientId={data.id} onOpen={onOpen} />,
              ],
              ['history', t('clients.card.tabs.history'), <CardHistory key="history" clientId={data.id} />],
            ].map(([key, label, content]) => ({
              key: String(key),
              label: <span data-testid={`card-tab-${String(key)}`}>{label}</span>,
              children: <Suspense fallback={<Spin />}>{content}</Suspense>,
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
