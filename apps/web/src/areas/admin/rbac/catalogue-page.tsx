import { Alert, Input, type TableColumnsType, Tag, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { useRuleGroups } from './queries.ts';
import { ACTIONS, filterGroups } from './rule-helpers.ts';

interface Row {
  key: string;
  label: string;
  name?: string;
  action?: string;
  count?: number;
  children?: Row[];
}

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(ACTIONS);

/** /settings/rbac/rules and /settings/rules: the rule catalogue, read-only, grouped by module, with search. */
export function CataloguePage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { groups, isError } = useRuleGroups();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const searching = query.trim() !== '';

  const rows = useMemo<Row[]>(
    () =>
      filterGroups(groups ?? [], query).map((group) => ({
        key: `module:${group.module}`,
        label: group.title,
        count: group.rules.length,
        children: group.rules.map((rule) => ({
          key: rule.name,
          label: rule.label,
          name: rule.name,
          action: rule.action,
        })),
      })),
    [groups, query],
  );

  const columns: TableColumnsType<Row> = [
    {
      key: 'label',
      title: t('rbac.catalogue.label'),
      render: (_, row) =>
        row.children ? (
          <Typography.Text strong>
            {row.label} <Tag>{t('rbac.catalogue.count', { count: row.count ?? 0 })}</Tag>
          </Typography.Text>
        ) : (
          row.label
        ),
    },
    {
      key: 'name',
      title: t('rbac.catalogue.name'),
      render: (_, row) => (row.name ? <Typography.Text code>{row.name}</Typography.Text> : null),
    },
    {
      key: 'action',
      title: t('rbac.catalogue.action'),
      width: 180,
      render: (_, row) =>
        row.action ? (
          <Tag color={row.action === 'show' ? 'blue' : 'gold'}>
            {KNOWN_ACTIONS.has(row.action) ? t(`rbac.actions.${row.action}`) : row.action}
          </Tag>
        ) : null,
    },
  ];

  return (
    <section data-testid="rbac-catalogue">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Input
        data-testid="rbac-catalogue-search"
        allowClear
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('rbac.catalogue.search')}
        aria-label={t('rbac.catalogue.search')}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {isError ? (
        <Alert type="error" showIcon title={t('rbac.editor.loadFailed')} />
      ) : (
        <ListTable<Row>
          size="small"
          rowKey="key"
          loading={!groups}
          columns={columns}
          dataSource={rows}
          pagination={false}
          expandable={{
            expandedRowKeys: searching ? rows.map((row) => row.key) : expanded,
            onExpandedRowsChange: (keys) => {
              if (!searching) setExpanded(keys);
            },
          }}
        />
      )}
    </section>
  );
}
