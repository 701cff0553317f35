import { findResource } from '@savdo/shared/resources';
import { SIGN_IN_EVENTS } from '@savdo/shared/sign-in';
import { Flex, Select, type TableColumnsType, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { silentClient } from '../../../api/index.ts';
import { PeriodField } from '../../../controls/date-fields.tsx';
import { RefSelect } from '../../../engine/ref-select.tsx';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { deviceLabel } from './sessions-query.ts';

/** One row of `GET /user/sign-in-events`. */
interface SignInEventRow {
  id: number;
  created_at: string;
  event: string;
  reason: string | null;
  user_id: number | null;
  user_name: string | null;
  username: string | null;
  ip: string | null;
  user_agent: string | null;
  device_id: string | null;
}

const USER = findResource('user');
const ALL_USERS = {};

const fetchEvents = (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  silentClient.get<SignInEventRow[]>('/user/sign-in-events', { query, signal });

/**
 * `/settings/sign-in-events`: the append-only log of sign-ins, failures,
 * second-factor checks, sign-outs and revocations, newest first, filtered by
 * user, kind and a period of days (each filter has an index behind it).
 */
export function SignInEventsPage() {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number | undefined>();
  const [event, setEvent] = useState<string | undefined>();
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const { table } = usePagedQuery(
    ['sign-in-events'],
    fetchEvents,
    { user_id: userId, event, from: period.from, to: period.to },
    50,
  );
  const columns = useMemo((): TableColumnsType<SignInEventRow> => {
    // `admin:<id>` (revoked by an administrator) reads as its kind
    const reasonOf = (reason: string) =>
      t(`settings.signInEvents.reasons.${reason.replace(/:.*/, '')}`, { defaultValue: reason });
    return [
      {
        key: 'at',
        title: t('settings.signInEvents.at'),
        render: (_, r) => dayjs(r.created_at).format('DD.MM.YYYY HH:mm:ss'),
      },
      {
        key: 'event',
        title: t('settings.signInEvents.event'),
        render: (_, r) => (
          <span data-testid={`sign-in-event-${r.event}`}>
            {t(`settings.signInEvents.events.${r.event}`)}
            {r.reason ? ` (${reasonOf(r.reason)})` : ''}
          </span>
        ),
      },
      { key: 'user', title: t('settings.signInEvents.user'), render: (_, r) => r.user_name ?? '—' },
      { key: 'username', title: t('settings.signInEvents.username'), render: (_, r) => r.username ?? '—' },
      { key: 'ip', title: t('settings.signInEvents.ip'), render: (_, r) => r.ip ?? '—' },
      {
        key: 'device',
        title: t('settings.signInEvents.device'),
        render: (_, r) => (
          <Tooltip title={r.user_agent}>
            <span>{deviceLabel(r.user_agent, r.device_id)}</span>
          </Tooltip>
        ),
      },
    ];
  }, [t]);

  return (
    <div data-testid="sign-in-events">
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <RefSelect
          target={USER}
          value={userId}
          query={ALL_USERS}
          onChange={(id) => setUserId(id)}
          placeholder={t('settings.signInEvents.user')}
          aria-label={t('settings.signInEvents.user')}
          testId="sign-in-events-user"
          style={{ width: 280 }}
        />
        <Select
          allowClear
          value={event}
          onChange={setEvent}
          placeholder={t('settings.signInEvents.event')}
          aria-label={t('settings.signInEvents.event')}
          options={SIGN_IN_EVENTS.map((e) => ({ value: e, label: t(`settings.signInEvents.events.${e}`) }))}
          style={{ width: 260 }}
          data-testid="sign-in-events-kind"
        />
        <PeriodField
          testId="sign-in-events-period"
          label={t('settings.signInEvents.at')}
          from={period.from}
          to={period.to}
          onChange={(from, to) => setPeriod({ from, to })}
        />
      </Flex>
      <PagedTable<SignInEventRow> testId="sign-in-events-table" rowKey="id" columns={columns} {...table} />
    </div>
  );
}
