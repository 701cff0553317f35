import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { type AttachmentRow, COLLECTIONS_KEY, collectionsApi, type PlaceKind } from './api.ts';
import { stamp } from './contract-columns.tsx';

const PlaceDialog = lazy(() => import('./place-dialog.tsx').then((m) => ({ default: m.PlaceDialog })));

const RULES: Record<PlaceKind, string> = {
  'attachment-of-streets': 'levy_villages',
  'assign-workplaces': 'levy_workplaces',
};

/** Collectors attached to places of `kind`: the list, attach, change, detach and "apply now". */
function PlacesPage({ kind }: { kind: PlaceKind }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<{ row?: AttachmentRow } | null>(null);
  const { table } = usePagedQuery([COLLECTIONS_KEY, kind], collectionsApi.places(kind), {});
  const may = (action: 'add' | 'edit') => rules.has(`${RULES[kind]}.${action}`);
  const refresh = () => void client.invalidateQueries({ queryKey: [COLLECTIONS_KEY] });
  const streets = kind === 'attachment-of-streets';
  const f = (key: string) => t(`collections.fields.${key}`);
  const apply = async () => {
    try {
      const done = await collectionsApi.applyAttachments();
      void message.success(
        t('collections.messages.applied', {
          street: done.by_street,
          village: done.by_village,
          workplace: done.by_workplace,
        }),
      );
      refresh();
    } catch {
      // the main client showed the error toast
    }
  };
  // the collector and the place are what the attachments are read by
  const columns: ListColumn<AttachmentRow>[] = [
    { key: 'user', essential: true, title: f('collector'), dataIndex: 'user_name' },
    { key: 'place', essential: true, title: f(streets ? 'village' : 'workplace'), dataIndex: 'place_name' },
    ...(streets ? [{ key: 'street', title: f('street'), dataIndex: 'street' }] : []),
    { key: 'at', title: f('createdAt'), render: (_, r) => stamp(r.created_at, lang) },
    {
      key: 'actions',
      render: (_, r) =>
        may('edit') && (
          <Space>
            <Button size="small" onClick={() => setDialog({ row: r })}>
              {t('collections.actions.edit')}
            </Button>
            <Popconfirm
              title={t('collections.actions.detach')}
              onConfirm={async () => {
                await collectionsApi.detachPlace(kind, r.id);
                refresh();
              }}
            >
              <Button size="small" danger data-testid={`place-detach-${r.id}`}>
                {t('collections.actions.detach')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <section data-testid={`collection-${kind}-page`}>
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {t(route.titleKey)}
        </Typography.Title>
        <Space>
          {may('edit') && <Button onClick={() => void apply()}>{t('collections.actions.apply')}</Button>}
          {may('add') && (
            <Button type="primary" onClick={() => setDialog({})} data-testid="place-add">
              {t('collections.actions.add')}
            </Button>
          )}
        </Space>
      </Flex>
      <Typography.Paragraph type="secondary">
        {t(streets ? 'collections.hints.streets' : 'collections.hints.workplaces')}
      </Typography.Paragraph>
      <PagedTable<AttachmentRow>
        testId={`collection-${kind}-table`}
        rowKey="id"
        columns={columns}
        {...table}
      />
      {dialog && (
        <Suspense fallback={null}>
          <PlaceDialog
            kind={kind}
            row={dialog.row}
            onClose={(saved) => {
              setDialog(null);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** `/collections/attachment-of-streets`: collectors attached to villages and streets. */
export const StreetsPage = () => <PlacesPage kind="attachment-of-streets" />;

/** `/collections/assign-workplaces`: collectors attached to client workplaces. */
export const WorkplacesPage = () => <PlacesPage kind="assign-workplaces" />;
