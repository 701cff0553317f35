import { Alert, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { useRuleGroups } from './queries.ts';
import { type ModuleSummary, moduleSummaries } from './rule-helpers.ts';

/** /settings/rbac/modules (developers): the menu sections with their rule and screen counts, read-only. */
export function ModulesPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { groups, isError } = useRuleGroups();
  const rows = useMemo(() => moduleSummaries(groups ?? []), [groups]);

  const columns: TableColumnsType<ModuleSummary> = [
    {
      key: 'id',
      title: t('rbac.modules.id'),
      render: (_, row) => <Typography.Text code>{row.section.id}</Typography.Text>,
    },
    { key: 'title', title: t('rbac.modules.title'), render: (_, row) => t(row.section.titleKey) },
    { key: 'rules', title: t('rbac.modules.rules'), align: 'right', render: (_, row) => row.ruleCount },
    { key: 'screens', title: t('rbac.modules.screens'), align: 'right', render: (_, row) => row.screenCount },
  ];

  return (
    <section data-testid="rbac-modules">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Alert
        data-testid="rbac-code-notice"
        type="info"
        showIcon
        title={t('rbac.modules.notice')}
        style={{ marginBottom: 16 }}
      />
      {isError && (
        <Alert type="error" showIcon title={t('rbac.editor.loadFailed')} style={{ marginBottom: 16 }} />
      )}
      <ListTable<ModuleSummary>
        size="small"
        rowKey={(row) => row.section.id}
        loading={!groups && !isError}
        columns={columns}
        dataSource={rows}
        pagination={false}
      />
    </section>
  );
}
