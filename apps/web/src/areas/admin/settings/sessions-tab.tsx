import { findResource } from '@savdo/shared/resources';
import { checkRule } from '@savdo/shared/rules';
import type { SessionRow } from '@savdo/shared/schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefSelect } from '../../../engine/ref-select.tsx';
import { useConfirm } from '../../../engine/use-confirm.ts';
import { useRules } from '../../../platform/session.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { deviceId } from '../../../shared/storage.ts';
import { scrollWidth } from '../../../shared/table-scroll.ts';
import { SETTINGS_KEY, settingsApi } from './api.ts';
import {
  deviceLabel,
  parseSessionsQuery,
  SESSIONS_PER_PAGE_OPTIONS,
  type SessionsQuery,
  toSessionsApiQuery,
  toSessionsSearch,
} from './sessions-query.ts';

const USER = findResource('user');
/** The user select searches every user: no narrowing. */
const ALL_USERS = {};
const when = (at: string | null) => (at ? dayjs(at).format('DD.MM.YYYY HH:mm') : '—');

/**
 * The open sign-in sessions of every user, newest use first, filtered by
 * user; `device_management.edit` may end one (after a confirmation), which
 * signs that device out at its next call. The current browser's session is
 * marked (same device id, web app) and asked about more sternly.
 */
export function SessionsTab() {
  const { t } = useTranslation();
  const rules = useRules();
  const canRevoke = useMemo(() => checkRule('device_management.edit', rules), [rules]);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseSessionsQuery(params), [params]);
  const change = (next: SessionsQuery) => setParams(toSessionsSearch(next, params));
  const ownDevice = useMemo(() => deviceId(), []);

  const list = useQuery({
    queryKey: [SETTINGS_KEY, 'sessions', query],
    queryFn: ({ signal }) => settingsApi.sessions(toSessionsApiQuery(query), signal),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.meta.total ?? 0;

  // A page left empty (its last session ended): go to the last page.
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / query.perPage));
    if (list.isSuccess && !list.isPlaceholderData && query.page > lastPage)
      setParams(toSessionsSearch({ ...query, page: lastPage }, params), { replace: true });
  }, [list.isSuccess, list.isPlaceholderData, total, query, params, setParams]);

  const isOwn = useCallback(
    (row: SessionRow) => row.app === 'WEB' && row.device_id !== null && row.device_id === ownDevice,
    [ownDevice],
  );

  const revoke = useCallback(
    async (row: SessionRow) => {
      const device = deviceLabel(row.user_agent, row.device_id);
      const question = isOwn(row) ? 'settings.sessions.confirmRevokeOwn' : 'settings.sessions.confirmRevoke';
      if (!(await confirm(question, { name: row.user_name ?? row.username, device }))) return;
      // The main client shows the error toast (a 404: someone ended it first); the list is reloaded either way.
      await settingsApi.revokeSession(row.id).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: [SETTINGS_KEY, 'sessions'] });
    },
    [confirm, isOwn, queryClient],
  );

  const columns = useMemo((): TableColumnsType<SessionRow> => {
    const base: TableColumnsType<SessionRow> = [
      {
        key: 'user',
        title: t('settings.sessions.user'),
        render: (_, row) => (
          <Flex vertical>
            <span>{row.user_name ?? row.username}</span>
            <Typography.Text type="secondary">{row.username}</Typography.Text>
          </Flex>
        ),
      },
      { key: 'app', title: t('settings.sessions.app'), render: (_, row) => row.app ?? '—' },
      {
        key: 'device',
        title: t('settings.sessions.device'),
        render: (_, row) => (
          <Flex vertical align="start">
            <Tooltip title={row.user_agent}>
              <span>{deviceLabel(row.user_agent, row.device_id)}</span>
            </Tooltip>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.device_id ?? '—'}
            </Typography.Text>
            {isOwn(row) && <Tag color="blue">{t('settings.sessions.thisDevice')}</Tag>}
          </Flex>
        ),
      },
      { key: 'ip', title: t('settings.sessions.ip'), render: (_, row) => row.ip ?? '—' },
      {
        key: 'created_at',
        title: t('settings.sessions.createdAt'),
        render: (_, row) => when(row.created_at),
      },
      {
        key: 'last_used_at',
        title: t('settings.sessions.lastUsedAt'),
        render: (_, row) => when(row.last_used_at),
      },
    ];
    if (!canRevoke) return base;
    return [
      ...base,
      {
        key: 'actions',
        title: t('settings.sessions.actions'),
        fixed: 'right',
        width: 130,
        render: (_, row) => (
          <Button
            size="small"
            danger
            data-testid={`session-revoke-${row.id}`}
            onClick={() => void revoke(row)}
          >
            {t('settings.sessions.revoke')}
          </Button>
        ),
      },
    ];
  }, [t, canRevoke, isOwn, revoke]);

  return (
    <div data-testid="sessions-tab">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <RefSelect
          target={USER}
          value={query.userId}
          query={ALL_USERS}
          onChange={(userId) => change({ ...query, userId, page: 1 })}
          placeholder={t('settings.sessions.filterUser')}
          aria-label={t('settings.sessions.filterUser')}
          testId="sessions-user-filter"
          style={{ width: 320 }}
        />
      </Flex>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('settings.sessions.loadFailed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('engine.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <div data-testid="sessions-table" data-total={total} data-loading={list.isFetching || undefined}>
        <ListTable<SessionRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.data}
          loading={list.isFetching}
          scroll={{ x: scrollWidth(columns) }}
          pagination={{
            current: query.page,
            pageSize: query.perPage,
            total,
            showSizeChanger: true,
            pageSizeOptions: SESSIONS_PER_PAGE_OPTIONS.map(String),
            showTotal: (n) => t('engine.total', { total: n }),
            onChange: (page, perPage) =>
              change({ ...query, page: perPage === query.perPage ? page : 1, perPage }),
          }}
        />
      </div>
    </div>
  );
}
