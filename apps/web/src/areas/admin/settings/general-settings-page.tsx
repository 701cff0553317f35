import { checkRule } from '@savdo/shared/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import type { ListColumn } from '../../../shared/list-columns.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { SETTINGS_KEY, settingsApi } from './api.ts';
import { SecretEditor } from './secret-editor.tsx';
import { SettingEditor } from './setting-editor.tsx';
import { isSecret, isSettingType, type SettingRow } from './setting-values.ts';

const QUERY_KEY = [SETTINGS_KEY, 'general'] as const;

/**
 * /settings/general-settings: every general setting with an editor of its
 * type and a Save per row; secret settings (provider keys) only as set or
 * not set, with replace and clear. Without `general_setting.edit` the values
 * are read-only (the rule is checked once per page).
 */
export function GeneralSettingsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const canEdit = useMemo(() => checkRule('general_setting.edit', rules), [rules]);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => settingsApi.generalSettings(signal),
  });

  const onSaved = useCallback(
    (saved: SettingRow) =>
      queryClient.setQueryData<SettingRow[]>(QUERY_KEY, (rows) =>
        rows?.map((row) => (row.alias === saved.alias ? saved : row)),
      ),
    [queryClient],
  );

  const columns = useMemo(
    (): ListColumn<SettingRow>[] => [
      {
        key: 'setting',
        essential: true,
        title: t('settings.general.setting'),
        width: '40%',
        render: (_, row) => (
          <Flex vertical>
            <Typography.Text strong>{row.name}</Typography.Text>
            <Typography.Text type="secondary" data-testid={`setting-alias-${row.alias}`}>
              {row.alias}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'type',
        title: t('settings.general.type'),
        render: (_, row) => (
          <Tag>
            {isSecret(row) || isSettingType(row.type)
              ? t(`settings.general.types.${row.type}`)
              : String(row.type)}
          </Tag>
        ),
      },
      {
        key: 'value',
        essential: true,
        title: t('settings.general.value'),
        render: (_, row) =>
          isSecret(row) ? (
            <SecretEditor setting={row} canEdit={canEdit} onSaved={onSaved} />
          ) : isSettingType(row.type) ? (
            // A new stored value (saved, reloaded) starts the editor afresh.
            <SettingEditor
              key={JSON.stringify(row.value) ?? ''}
              setting={row}
              canEdit={canEdit}
              onSaved={onSaved}
            />
          ) : (
            <Typography.Text code>{JSON.stringify(row.value)}</Typography.Text>
          ),
      },
    ],
    [t, canEdit, onSaved],
  );

  return (
    <section data-testid="general-settings">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      {!canEdit && (
        <Alert
          type="info"
          showIcon
          data-testid="settings-read-only"
          title={t('settings.general.readOnly')}
          style={{ marginBottom: 16 }}
        />
      )}
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t('settings.general.loadFailed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('engine.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <div data-testid="general-settings-table" data-loading={list.isFetching || undefined}>
        <ListTable<SettingRow>
          rowKey="alias"
          size="middle"
          columns={columns}
          dataSource={list.data}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </div>
    </section>
  );
}
