import { documentNumber } from '@savdo/shared/documents';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { PagedTable } from '../../../shared/paged-table.tsx';
import { usePagedQuery } from '../../../shared/use-paged-query.ts';
import { displayDate } from '../../stock/warehouse/dates.ts';
import {
  INSTALLATION_KEY,
  type InstallationRow,
  installationApi,
  type JobScreen,
  type Query,
} from './api.ts';
import { MasterSelect } from './master-select.tsx';

// the dialogs load with chunks of their own (the screens' size budget)
const AssignDialog = lazy(() => import('./assign-dialog.tsx').then((m) => ({ default: m.AssignDialog })));
const ReasonDialog = lazy(() =>
  import('../../sales/contract-payments/reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })),
);

const STATUSES: Record<JobScreen, readonly string[]> = {
  'specifying-install': ['INSTALLATION', 'ASSIGNED', 'EXAMINE'],
  'install-products': ['ASSIGNED', 'EXAMINE', 'INSTALLED', 'REFUSED'],
};
const RULE: Record<JobScreen, string> = {
  'specifying-install': 'designation_installation',
  'install-products': 'install_product',
};
const OPEN = ['ASSIGNED', 'EXAMINE'];

/**
 * `/installation-of-products/specifying-install` (sold lines waiting for a
 * master: assign one and a date, or change them) and `install-products` (the
 * jobs: examined, installed, refused with a reason): one page by route.
 */
export function JobsPage() {
  const route = useCurrentRoute();
  const screen: JobScreen =
    route.name === 'installation-of-products-install-products' ? 'install-products' : 'specifying-install';
  return <JobsScreen key={screen} screen={screen} />;
}

function JobsScreen({ screen }: { screen: JobScreen }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const route = useCurrentRoute();
  const rules = useRules();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Query>({ status: STATUSES[screen][0] });
  const [assigning, setAssigning] = useState<InstallationRow | null>(null);
  const [refusing, setRefusing] = useState<InstallationRow | null>(null);
  const jobs = usePagedQuery([INSTALLATION_KEY, screen], installationApi.jobs(screen), filters);
  const refresh = () => void client.invalidateQueries({ queryKey: [INSTALLATION_KEY] });
  const step = async (row: InstallationRow, name: 'examine' | 'install') => {
    try {
      await installationApi.step(row.id ?? 0, name, { version: row.version });
      refresh();
    } catch {
      // the main client showed the error toast
    }
  };
  const may = (action: string) => rules.has(`${RULE[screen]}.${action}`);
  const actions = (row: InstallationRow) => {
    if (screen === 'specifying-install') {
      if (row.id === null && may('add'))
        return (
          <Button size="small" data-testid="job-assign" onClick={() => setAssigning(row)}>
            {t('installation.actions.assign')}
          </Button>
        );
      if (row.id !== null && OPEN.includes(row.status) && may('edit'))
        return (
          <Button size="small" data-testid="job-reassign" onClick={() => setAssigning(row)}>
            {t('installation.actions.reassign')}
          </Button>
        );
      return null;
    }
    if (!OPEN.includes(row.status)) return null;
    return (
      <Space size={4} wrap>
        {row.status === 'ASSIGNED' && may('edit') && (
          <Button size="small" data-testid="job-examine" onClick={() => void step(row, 'examine')}>
            {t('installation.actions.examine')}
          </Button>
        )}
        {may('add') && (
          <Button
            size="small"
            type="primary"
            data-testid="job-install"
            onClick={() => void step(row, 'install')}
          >
            {t('installation.actions.install')}
          </Button>
        )}
        {may('add') && (
          <Button size="small" danger data-testid="job-refuse" onClick={() => setRefusing(row)}>
            {t('installation.actions.refuse')}
          </Button>
        )}
      </Space>
    );
  };
  const columns: TableColumnsType<InstallationRow> = [
    {
      key: 'sale',
      title: t('installation.fields.sale'),
      render: (_, r) =>
        `${t(`installation.sources.${r.source}`)} № ${documentNumber(r.sale_branch_prefix, r.sale_number)}, ${displayDate(r.sale_date)}`,
    },
    { key: 'client', title: t('installation.fields.client'), render: (_, r) => r.client_name ?? '—' },
    { key: 'product', title: t('installation.fields.product'), dataIndex: 'product_name' },
    { key: 'address', title: t('installation.fields.address'), render: (_, r) => r.address ?? '—' },
    {
      key: 'status',
      title: t('installation.fields.status'),
      render: (_, r) => <Tag data-testid="job-status">{t(`installation.statuses.${r.status}`)}</Tag>,
    },
    { key: 'master', title: t('installation.fields.master'), render: (_, r) => r.master_name ?? '—' },
    {
      key: 'date',
      title: t('installation.fields.installDate'),
      render: (_, r) => (r.installed_on ? displayDate(r.installed_on) : displayDate(r.install_date)),
    },
    {
      key: 'earning',
      title: t('installation.fields.earning'),
      align: 'right',
      render: (_, r) => (r.status === 'INSTALLED' ? money(r.earning, 'UZS', lang) : ''),
    },
    {
      // Which rate gave the earning: the product's, its category's or the master's own.
      key: 'earningSource',
      title: t('installation.fields.earningSource'),
      render: (_, r) =>
        r.earning_source ? (
          <span data-testid="job-earning-source">{t(`installation.earningSources.${r.earning_source}`)}</span>
        ) : (
          ''
        ),
    },
    { key: 'reason', title: t('installation.fields.reason'), render: (_, r) => r.reason ?? '' },
    { key: 'actions', title: '', render: (_, r) => actions(r) },
  ];
  return (
    <section data-testid="installation-jobs-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          data-testid="jobs-status"
          aria-label={t('installation.fields.status')}
          value={String(filters.status)}
          style={{ width: 220 }}
          options={STATUSES[screen].map((s) => ({ value: s, label: t(`installation.statuses.${s}`) }))}
          onChange={(status: string) => setFilters((f) => ({ ...f, status }))}
        />
        {filters.status !== 'INSTALLATION' && (
          <MasterSelect
            testId="jobs-master"
            allowClear
            placeholder={t('installation.fields.master')}
            value={filters.master_id === undefined ? undefined : Number(filters.master_id)}
            onChange={(master_id) => setFilters((f) => ({ ...f, master_id }))}
          />
        )}
      </Flex>
      <PagedTable<InstallationRow>
        testId="installation-jobs-table"
        rowKey={(r) => `${r.source}-${r.line_id}`}
        columns={columns}
        locale={{
          emptyText: t(
            filters.status === 'INSTALLATION'
              ? 'installation.messages.noWaiting'
              : 'installation.messages.noJobs',
          ),
        }}
        {...jobs.table}
      />
      <Suspense fallback={null}>
        {assigning && (
          <AssignDialog
            row={assigning}
            onClose={(saved) => {
              setAssigning(null);
              if (saved) refresh();
            }}
          />
        )}
        {refusing && (
          <ReasonDialog
            title={t('installation.actions.refuse')}
            saveLabel={t('installation.actions.refuse')}
            save={(reason) =>
              installationApi.step(refusing.id ?? 0, 'refuse', { reason, version: refusing.version })
            }
            onClose={(saved) => {
              setRefusing(null);
              if (saved) refresh();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
