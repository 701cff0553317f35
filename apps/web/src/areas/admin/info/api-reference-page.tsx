import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, Descriptions, Input, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { INFO_KEY, infoApi } from './api.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}
interface Operation {
  tags?: string[];
  'x-rule'?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
interface Row {
  key: string;
  method: string;
  path: string;
  tag: string;
  operation: Operation;
}

const METHOD_COLORS: Record<string, string> = { get: 'blue', post: 'green', put: 'orange', delete: 'red' };

/** The document's operations, one row each, filtered by a text found in the path, tag or rule. */
function rowsOf(doc: OpenApiDocument | undefined, search: string): Row[] {
  const needle = search.trim().toLowerCase();
  return Object.entries(doc?.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations)
      .map(([method, operation]) => ({
        key: `${method} ${path}`,
        method,
        path,
        tag: operation.tags?.[0] ?? '',
        operation,
      }))
      .filter(
        (row) =>
          !needle || `${row.path} ${row.tag} ${row.operation['x-rule']}`.toLowerCase().includes(needle),
      ),
  );
}

const json = (value: unknown) => <pre className="api-reference-json">{JSON.stringify(value, null, 2)}</pre>;

/** One operation's parameters, request body and answers. */
function OperationDetails({ operation }: { operation: Operation }) {
  const { t } = useTranslation();
  const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const parameters = operation.parameters ?? [];
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('apiReference.parameters')}>
        {parameters.length === 0
          ? t('apiReference.none')
          : parameters.map((p) => (
              <div key={`${p.in} ${p.name}`}>
                <Typography.Text code>{p.name}</Typography.Text> {p.in}
                {p.required ? ' *' : ''} {json(p.schema)}
              </div>
            ))}
      </Descriptions.Item>
      <Descriptions.Item label={t('apiReference.body')}>
        {body ? json(body) : t('apiReference.none')}
      </Descriptions.Item>
      <Descriptions.Item label={t('apiReference.responses')}>
        {Object.entries(operation.responses ?? {}).map(([code, response]) => (
          <div key={code}>
            <Typography.Text strong>{code}</Typography.Text> {response.description}
          </div>
        ))}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The operations of one tag: method, path and rule, each row opening its details. */
function OperationTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <ListTable<Row>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      expandable={{ expandedRowRender: (row) => <OperationDetails operation={row.operation} /> }}
      columns={[
        {
          title: t('apiReference.method'),
          dataIndex: 'method',
          width: 90,
          render: (method: string) => <Tag color={METHOD_COLORS[method]}>{method.toUpperCase()}</Tag>,
        },
        {
          title: t('apiReference.path'),
          dataIndex: 'path',
          render: (path: string) => <Typography.Text code>{path}</Typography.Text>,
        },
        { title: t('apiReference.rule'), key: 'rule', render: (_, row) => row.operation['x-rule'] },
      ]}
    />
  );
}

/** /info/api-reference (is_dev.show): the API's OpenAPI document, by section, searchable, and as a file. */
export function ApiReferencePage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [search, setSearch] = useState('');
  const file = useQuery({
    queryKey: [INFO_KEY, 'openapi'],
    queryFn: ({ signal }) => infoApi.openapi(signal),
  });
  const doc = useQuery({
    queryKey: [INFO_KEY, 'openapi', 'document'],
    enabled: Boolean(file.data),
    queryFn: async () => JSON.parse((await file.data?.blob.text()) ?? '{}') as OpenApiDocument,
  });
  const rows = useMemo(() => rowsOf(doc.data, search), [doc.data, search]);
  const tags = [...new Set(rows.map((row) => row.tag))].sort();
  const download = () => {
    if (!file.data) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file.data.blob);
    link.download = 'openapi.json';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section data-testid="api-reference-page">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('apiReference.search')}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 360 }}
        />
        <Button onClick={download} disabled={!file.data}>
          {t('apiReference.download')}
        </Button>
        <Typography.Text type="secondary">{t('apiReference.count', { n: rows.length })}</Typography.Text>
      </Space>
      <Collapse
        items={tags.map((tag) => ({
          key: tag,
          label: `${tag} (${rows.filter((row) => row.tag === tag).length})`,
          children: <OperationTable rows={rows.filter((row) => row.tag === tag)} />,
        }))}
      />
    </section>
  );
}
