import { Alert, Flex, Input, type TableColumnsType, Tag, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { fold, ruleLabel, sectionScreens } from './rule-helpers.ts';

interface Row {
  key: string;
  title: string;
  path: string;
  index?: boolean;
  alternatives?: string[];
  children?: Row[];
}

const SECTIONS = sectionScreens();

/** /settings/rbac/sections (developers): the screens of each module with the rule each requires, from the route table. */
export function SectionsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const q = fold(query);

  const rows = useMemo<Row[]>(() => {
    const out: Row[] = [];
    for (const { section, routes } of SECTIONS) {
      const title = t(section.titleKey);
      const children = routes
        .map(({ route: r, alternatives }) => ({
          key: r.name,
          title: t(r.titleKey),
          path: r.path,
          index: r.index,
          alternatives,
        }))
        .filter(
          (row) =>
            !q ||
            fold(`${title} ${section.id}`).includes(q) ||
            fold(`${row.title} ${row.path} ${row.alternatives.join(' ')}`).includes(q),
        );
      if (children.length) out.push({ key: `section:${section.id}`, title, path: section.path, children });
    }
    return out;
  }, [t, q]);

  const columns: TableColumnsType<Row> = [
    {
      key: 'title',
      title: t('rbac.sections.title'),
      render: (_, row) =>
        row.children ? (
          <Typography.Text strong>
            {row.title} <Tag>{row.children.length}</Tag>
          </Typography.Text>
        ) : (
          <>
            {row.title} {row.index && <Tag>{t('rbac.sections.index')}</Tag>}
          </>
        ),
    },
    {
      key: 'path',
      title: t('rbac.sections.path'),
      render: (_, row) => <Typography.Text code>{row.path}</Typography.Text>,
    },
    {
      key: 'rule',
      title: t('rbac.sections.rule'),
      render: (_, row) => {
        if (row.children) return null;
        const alternatives = row.alternatives ?? [];
        if (alternatives.length === 0)
          return <Typography.Text type="secondary">{t('rbac.sections.noRule')}</Typography.Text>;
        return (
          <Flex
            gap={4}
            wrap
            align="center"
            title={alternatives.length > 1 ? t('rbac.sections.anyOf') : undefined}
          >
            {alternatives.map((alt) => (
              <Tag key={alt} title={ruleLabel(alt, (key, params) => t(key, params ?? {}))}>
                {alt}
              </Tag>
            ))}
          </Flex>
        );
      },
    },
  ];

  return (
    <section data-testid="rbac-sections">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Alert
        data-testid="rbac-code-notice"
        type="info"
        showIcon
        title={t('rbac.modules.notice')}
        style={{ marginBottom: 16 }}
      />
      <Input
        data-testid="rbac-sections-search"
        allowClear
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('rbac.sections.search')}
        aria-label={t('rbac.sections.search')}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <ListTable<Row>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        expandable={{
          expandedRowKeys: q ? rows.map((row) => row.key) : expanded,
          onExpandedRowsChange: (keys) => {
            if (!q) setExpanded(keys);
          },
        }}
      />
    </section>
  );
}
