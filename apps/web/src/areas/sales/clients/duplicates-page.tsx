import { DUPLICATE_KINDS, type DuplicateKind } from '@savdo/shared/schemas/clients-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Select, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { Pager } from '../../../shared/pager.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { CLIENTS_KEY, clientsApi, type DuplicateGroup, shownPhone } from './api.ts';
import { useDuplicateColumns } from './card-duplicates.tsx';

const MergeDialog = lazy(() => import('./merge-dialog.tsx').then((m) => ({ default: m.MergeDialog })));

const PER_PAGE = 10;

/** The shared value of a group as shown: a phone formatted, a name key with its birth date. */
function shownValue(group: DuplicateGroup): string {
  if (group.kind === 'phone') return shownPhone(group.value);
  if (group.kind === 'name_birth') {
    // the folded key is for the machine: show the name as the first card spells it
    const date = group.value.slice(group.value.lastIndexOf('|') + 1);
    return `${group.clients[0]?.full_name ?? ''} · ${date.split('-').reverse().join('.')}`;
  }
  return group.value;
}

/**
 * /client/duplicate-customers: groups of active cards sharing a PINFL,
 * passport, phone, or name with birth date, largest first; each group is
 * merged into the card chosen to keep.
 */
export function DuplicatesPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [kind, setKind] = useState<DuplicateKind | undefined>();
  const [merging, setMerging] = useState<DuplicateGroup | null>(null);
  const { list, table } = usePagedQuery(
    [CLIENTS_KEY, 'duplicates'],
    clientsApi.duplicateGroups,
    { kind },
    PER_PAGE,
  );
  const columns = useDuplicateColumns();
  const groups = table.rows;

  return (
    <section data-testid="duplicates-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('clients.duplicates.hint')}</Typography.Paragraph>
      <Select
        allowClear
        value={kind}
        onChange={(value?: DuplicateKind) => setKind(value)}
        placeholder={t('clients.duplicates.kind')}
        aria-label={t('clients.duplicates.kind')}
        options={DUPLICATE_KINDS.map((k) => ({ value: k, label: t(`clients.duplicates.kinds.${k}`) }))}
        style={{ width: 260, marginBottom: 16 }}
        data-testid="duplicates-kind"
      />
      {list.isPending && <Spin />}
      {!list.isPending && groups.length === 0 && (
        <Empty description={t('clients.duplicates.empty')} data-testid="duplicates-empty" />
      )}
      <Flex vertical gap={12}>
        {groups.map((group) => (
          <Card
            key={`${group.kind}|${group.value}`}
            size="small"
            data-testid={`duplicate-group-${group.kind}-${group.value}`}
            title={
              <Flex gap={8} align="center" wrap>
                <Tag color="orange">{t(`clients.duplicates.kinds.${group.kind}`)}</Tag>
                <Typography.Text strong>{shownValue(group)}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('clients.duplicates.count', { n: group.count })}
                </Typography.Text>
              </Flex>
            }
            extra={
              rules.has('duplicate_client.merge') && (
                <Button
                  size="small"
                  type="primary"
                  onClick={() => setMerging(group)}
                  data-testid="duplicate-merge"
                >
                  {t('clients.duplicates.merge')}
                </Button>
              )
            }
          >
            <ListTable
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={group.clients}
              pagination={false}
            />
          </Card>
        ))}
      </Flex>
      <Pager page={table.page} hasNext={groups.length === PER_PAGE} onChange={table.onPage} />
      {merging && (
        <Suspense fallback={null}>
          <MergeDialog
            group={merging}
            onClose={(merged) => {
              setMerging(null);
              if (merged) void client.invalidateQueries({ queryKey: [CLIENTS_KEY] });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
