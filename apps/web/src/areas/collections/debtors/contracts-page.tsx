import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../engine/resource-api.ts';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { activeFilters, FilterFold } from '../../../shared/filter-fold.tsx';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedList } from '../../../shared/paged-list.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { COLLECTIONS_KEY, type CollectionContractRow, collectionsApi, type Query } from './api.ts';
import { contractColumns } from './contract-columns.tsx';
import { CollectionFilters } from './filters.tsx';

// the dialog and the card load with chunks of their own (the screens' size budget)
const ContactDialog = lazy(() => import('./contact-dialog.tsx').then((m) => ({ default: m.ContactDialog })));
const CardDrawer = lazy(() => import('./card-drawer.tsx').then((m) => ({ default: m.CardDrawer })));

type Tab = 'today' | 'all';

/** A late contract as a phone's card: its number, whom to call, how late, how much, the last contact. */
export const CONTRACT_CARD = {
  fields: ['number', 'client', 'phone', 'days', 'overdue', 'rest', 'contact'],
} as const;

/** The row actions of a collection list: the contact dialog and the card, with the queries refreshed after. */
export function useRowActions() {
  const rules = useRules();
  const client = useQueryClient();
  const [contact, setContact] = useState<CollectionContractRow | null>(null);
  const [card, setCard] = useState<number | null>(null);
  const actions = {
    onCard: (r: CollectionContractRow) => setCard(r.id),
    ...(rules.has('levy_contract.add') ? { onContact: (r: CollectionContractRow) => setContact(r) } : {}),
  };
  const dialogs = (
    <Suspense fallback={null}>
      {contact && (
        <ContactDialog
          contract={contact}
          onClose={(saved) => {
            setContact(null);
            if (saved) void client.invalidateQueries({ queryKey: [COLLECTIONS_KEY] });
          }}
        />
      )}
      {card !== null && <CardDrawer contractId={card} onClose={() => setCard(null)} />}
    </Suspense>
  );
  return { actions, dialogs };
}

/**
 * `/collections/all-contracts`: the collector's day first ("My contracts
 * today": the signed-in user's late contracts, the ones not contacted today
 * first, then most days late and the largest rest), and every late contract
 * with the filters of product.md, sorted on the server, exported to Excel.
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const [tab, setTab] = useState<Tab>('today');
  const [filters, setFilters] = useState<Query>({});
  const { actions, dialogs } = useRowActions();
  const all = usePagedQuery([COLLECTIONS_KEY, 'contracts'], collectionsApi.contracts, filters);
  const today = usePagedQuery([COLLECTIONS_KEY, 'today'], collectionsApi.today, {});
  const columns = contractColumns(t, lang, actions);
  const exportList = async () => {
    try {
      saveFile(await collectionsApi.export(filters), 'collection-contracts.xlsx');
    } catch {
      // the main client showed the error toast
    }
  };
  const sortOptions = (['days_late', 'rest', 'number'] as const).map((s) => ({
    key: s,
    label: t(`collections.sorts.${s}`),
  }));
  return (
    <section data-testid="collection-contracts-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        {tab === 'all' && (
          <Button onClick={() => void exportList()}>{t('collections.actions.export')}</Button>
        )}
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'today',
            label: <span data-testid="tab-today">{t('collections.tabs.today')}</span>,
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('collections.hints.today')}</Typography.Paragraph>
                <PagedList<CollectionContractRow>
                  testId="collection-today-table"
                  rowKey="id"
                  columns={columns}
                  cards={CONTRACT_CARD}
                  {...today.table}
                />
              </>
            ),
          },
          {
            key: 'all',
            label: <span data-testid="tab-all">{t('collections.tabs.all')}</span>,
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('collections.hints.all')}</Typography.Paragraph>
                <FilterFold active={activeFilters(filters)} testId="collection-filters">
                  <CollectionFilters value={filters} onChange={setFilters} />
                </FilterFold>
                <Flex gap={8} style={{ marginBottom: 8 }} wrap>
                  {sortOptions.map((s) => (
                    <Button
                      key={s.key}
                      size="small"
                      type={(filters.sort ?? 'days_late') === s.key ? 'primary' : 'default'}
                      onClick={() =>
                        setFilters((f) => ({
                          ...f,
                          sort: s.key,
                          order: f.sort === s.key && f.order !== 'asc' ? 'asc' : 'desc',
                        }))
                      }
                    >
                      {s.label}{' '}
                      {(filters.sort ?? 'days_late') === s.key && (filters.order === 'asc' ? '↑' : '↓')}
                    </Button>
                  ))}
                </Flex>
                <PagedList<CollectionContractRow>
                  testId="collection-contracts-table"
                  rowKey="id"
                  columns={columns}
                  cards={CONTRACT_CARD}
                  {...all.table}
                />
              </>
            ),
          },
        ]}
      />
      {dialogs}
    </section>
  );
}
