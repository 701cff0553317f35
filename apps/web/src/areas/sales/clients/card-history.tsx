import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLIENTS_KEY, type ClientHistoryRow, clientsApi, shownTime } from './api.ts';

const COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  activate: 'cyan',
  deactivate: 'orange',
  merge: 'purple',
  'file-add': 'geekblue',
  'file-delete': 'red',
};

/** Fields whose change is shown (ids of references are shown by the card, not here). */
const SHOWN = [
  'full_name',
  'pinfl',
  'passport',
  'passport_issued_by',
  'passport_issued_at',
  'phones',
  'street',
  'workplace_name',
  'position',
  'birth_date',
  'gender',
  'interview_comment',
] as const;

const text = (value: unknown): string =>
  value === null || value === undefined ? '—' : Array.isArray(value) ? value.join(', ') : String(value);

/** What one entry changed: the fields edited, the file added or deleted, the cards merged in. */
function Changes({ entry }: { entry: ClientHistoryRow }) {
  const { t } = useTranslation();
  const { before, after } = entry;
  const file = (after?.file ?? before?.file) as { original_name?: string } | undefined;
  if (file) return <div>{t('clients.history.file', { name: file.original_name ?? '' })}</div>;
  const merged = after?.merged_ids as number[] | undefined;
  if (merged)
    return <div>{t('clients.history.mergedFrom', { ids: merged.map((id) => `#${id}`).join(', ') })}</div>;
  if (!before || !after) return null;
  const changed = SHOWN.filter((field) => text(before[field]) !== text(after[field]));
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {changed.map((field) => (
        <li key={field}>
          <Typography.Text type="secondary">{t(`clients.fields.${field}`)}:</Typography.Text>{' '}
          <Typography.Text delete>{text(before[field])}</Typography.Text> →{' '}
          <Typography.Text strong>{text(after[field])}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** The card's audit trail, newest first: who did what and when. */
export function CardHistory({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: [CLIENTS_KEY, 'history', clientId],
    queryFn: ({ signal }) => clientsApi.history(clientId, signal),
  });
  if (history.isPending) return <Spin />;
  const rows = history.data ?? [];
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clients.history.empty')} />;
  return (
    <Timeline
      data-testid="client-history"
      items={rows.map((entry) => ({
        key: entry.id,
        color: COLORS[entry.action] ?? 'gray',
        content: (
          <div>
            <Tag color={COLORS[entry.action]}>{t(`clients.history.actions.${entry.action}`)}</Tag>
            <Typography.Text type="secondary">
              {shownTime(entry.at)} · {entry.user_name ?? '—'}
            </Typography.Text>
            <Changes entry={entry} />
          </div>
        ),
      }))}
    />
  );
}
