import type { ResourceDef } from '@savdo/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../shared/i18n.ts';
import { formatCell } from './columns.ts';
import { type HistoryChange, historyChanges } from './history-diff.ts';
import { resourceApi } from './resource-api.ts';
import type { HistoryEntry, ResourceRow } from './types.ts';

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  activate: 'cyan',
  deactivate: 'orange',
  'reset-password': 'purple',
  'reset-two-factor': 'purple',
  rules: 'geekblue',
};

function Change({ change }: { change: HistoryChange }) {
  const { t } = useTranslation();
  if (change.kind === 'field') {
    const empty = '—';
    return (
      <li data-testid={`history-change-${change.field}`}>
        <Typography.Text type="secondary">{t(change.labelKey)}:</Typography.Text>{' '}
        <Typography.Text delete>{change.before || empty}</Typography.Text> →{' '}
        <Typography.Text strong>{change.after || empty}</Typography.Text>
      </li>
    );
  }
  return (
    <li data-testid={`history-change-${change.key}`}>
      <Typography.Text type="secondary">{t(change.labelKey)}:</Typography.Text>
      {change.added.length > 0 && (
        <div>
          {t('engine.ruleSets.added')}:{' '}
          {change.added.map((rule) => (
            <Tag key={rule} color="green">
              {rule}
            </Tag>
          ))}
        </div>
      )}
      {change.removed.length > 0 && (
        <div>
          {t('engine.ruleSets.removed')}:{' '}
          {change.removed.map((rule) => (
            <Tag key={rule} color="red">
              {rule}
            </Tag>
          ))}
        </div>
      )}
    </li>
  );
}

function Entry({ def, entry }: { def: ResourceDef; entry: HistoryEntry }) {
  const { t } = useTranslation();
  const changes = useMemo(() => {
    const lang = currentLanguage();
    return historyChanges(def, entry, (field, row) => formatCell(field, row, t, lang));
  }, [def, entry, t]);
  return (
    <div data-testid={`history-entry-${entry.id}`} data-action={entry.action}>
      <Tag color={ACTION_COLORS[entry.action] ?? 'default'}>{t(`engine.historyActions.${entry.action}`)}</Tag>
      <Typography.Text type="secondary">
        {dayjs(entry.at).format('DD.MM.YYYY HH:mm')} · {entry.user_name ?? '—'}
      </Typography.Text>
      {changes.length > 0 && (
        <ul style={{ margin: '6px 0 0', paddingInlineStart: 18 }}>
          {changes.map((change) => (
            <Change key={change.kind === 'field' ? change.field : change.key} change={change} />
          ))}
        </ul>
      )}
    </div>
  );
}

export interface HistoryDrawerProps {
  def: ResourceDef;
  /** The record whose history is shown. */
  row: ResourceRow;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/** The audit trail of a record, newest first: when, who, what was done, and what an edit changed. */
export function HistoryDrawer({ def, row, open, onClose, afterClose }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: [def.name, 'history', row.id],
    queryFn: ({ signal }) => resourceApi(def).history(row.id, signal),
    staleTime: 0,
  });
  const title = t('engine.historyTitle', { one: t(`resources.${def.name}.one`), id: row.id });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => !visible && afterClose()}
      title={title}
      size={520}
      destroyOnHidden
    >
      <div data-testid="history-drawer">
        {history.isPending ? (
          <Spin />
        ) : history.isError ? (
          <Alert type="error" showIcon title={history.error.message} />
        ) : history.data.length === 0 ? (
          <Empty description={t('engine.historyEmpty')} />
        ) : (
          <Timeline
            items={history.data.map((entry) => ({
              key: entry.id,
              content: <Entry def={def} entry={entry} />,
            }))}
          />
        )}
      </div>
    </Drawer>
  );
}
