import type { ContractStatus } from '@savdo/shared/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { formatPhone } from '../../../shared/format.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { type Query, SMS_KEY, type SmsRecipientPreview, smsApi } from './api.ts';

type Filter = Query;

/** The contract states a bulk send filters by (`CONTRACT_STATUSES`, written out to keep the contracts code out of this chunk). */
const CONTRACT_STATUSES: readonly ContractStatus[] = [
  'CREATED',
  'ACTIVE',
  'FREEZE',
  'CLOSED',
  'CANCELED',
  'RETURNED',
];
type Sample = SmsRecipientPreview['sample'][number];

/**
 * A template to every contract a filter picks (branch, days late, state,
 * rest, currency): the count and the first filled messages, then one send;
 * the send's id is made once per filter, so sending again queues nothing.
 */
export function SendBulk() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>({ status: 'ACTIVE', days_late_from: 1, days_late_to: 30 });
  const [templateId, setTemplateId] = useState<number>();
  const [asked, setAsked] = useState<Filter | null>(null);
  const [sendId, setSendId] = useState(() => crypto.randomUUID());
  const [result, setResult] = useState<{ queued: number; repeated: number; no_phone: number } | null>(null);
  const set = (patch: Filter) => {
    setFilter((f) => ({ ...f, ...patch }));
    setAsked(null);
    setResult(null);
    setSendId(crypto.randomUUID());
  };
  const recipients = useQuery({
    queryKey: [SMS_KEY, 'recipients', asked, templateId],
    queryFn: ({ signal }) => smsApi.recipients({ ...asked, template_id: templateId }, signal),
    enabled: asked !== null,
  });
  const send = () => {
    if (!templateId || !asked) return;
    Modal.confirm({
      title: t('sms.hints.bulkConfirm', { count: recipients.data?.count ?? 0 }),
      onOk: async () => {
        const clean = Object.fromEntries(
          Object.entries(asked).filter(([, v]) => v !== undefined && v !== ''),
        );
        try {
          setResult(await smsApi.bulk({ template_id: templateId, send_id: sendId, filter: clean }));
          await client.invalidateQueries({ queryKey: [SMS_KEY, 'messages'] });
        } catch {
          // the main client showed the error
        }
      },
    });
  };
  const data = recipients.data;
  return (
    <Card size="small">
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <OptionSelect
          source="branch"
          placeholder={t('sms.fields.branch')}
          aria-label={t('sms.fields.branch')}
          style={{ width: 200 }}
          value={filter.branch_id as number | undefined}
          onChange={(v) => set({ branch_id: v })}
        />
        <InputNumber
          min={0}
          placeholder={t('sms.fields.daysLateFrom')}
          style={{ width: 170 }}
          value={filter.days_late_from as number | undefined}
          onChange={(v) => set({ days_late_from: v ?? undefined })}
        />
        <InputNumber
          min={0}
          placeholder={t('sms.fields.daysLateTo')}
          style={{ width: 170 }}
          value={filter.days_late_to as number | undefined}
          onChange={(v) => set({ days_late_to: v ?? undefined })}
        />
        <Select
          allowClear
          placeholder={t('sms.fields.contractStatus')}
          aria-label={t('sms.fields.contractStatus')}
          style={{ width: 170 }}
          value={filter.status as string | undefined}
          onChange={(v?: string) => set({ status: v })}
          options={CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`sms.contractStatuses.${s}`) }))}
        />
        <Input
          placeholder={t('sms.fields.restFrom')}
          style={{ width: 140 }}
          onChange={(e) => set({ rest_from: e.target.value.trim() || undefined })}
        />
        <Input
          placeholder={t('sms.fields.restTo')}
          style={{ width: 140 }}
          onChange={(e) => set({ rest_to: e.target.value.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder={t('sms.fields.currency')}
          aria-label={t('sms.fields.currency')}
          style={{ width: 110 }}
          onChange={(v?: string) => set({ currency: v })}
          options={['UZS', 'USD'].map((v) => ({ value: v, label: v }))}
        />
      </Flex>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <OptionSelect
          source="sms_template"
          testId="sms-bulk-template"
          placeholder={t('sms.fields.template')}
          aria-label={t('sms.fields.template')}
          style={{ width: 260 }}
          value={templateId}
          onChange={(v) => {
            setTemplateId(v);
            setResult(null);
          }}
        />
        <Button data-testid="sms-bulk-count" onClick={() => setAsked({ ...filter })}>
          {t('sms.actions.count')}
        </Button>
        <Button
          type="primary"
          data-testid="sms-bulk-send"
          disabled={!templateId || !data || data.count === 0}
          onClick={send}
        >
          {t('sms.actions.sendBulk')}
        </Button>
      </Flex>
      {recipients.isError && <Alert type="error" showIcon title={t('lists.list.loadError')} />}
      {result && (
        <Alert
          type="success"
          showIcon
          title={t('sms.hints.bulkQueued', result)}
          style={{ marginBottom: 12 }}
        />
      )}
      {data && (
        <>
          <Typography.Text strong data-testid="sms-bulk-total">
            {data.count === 0 ? t('sms.hints.none') : t('sms.hints.recipients', { count: data.count })}
          </Typography.Text>
          {data.sample.length > 0 && (
            <ListTable<Sample>
              size="small"
              style={{ marginTop: 8 }}
              rowKey="contract_id"
              pagination={false}
              title={() => t('sms.hints.sample')}
              dataSource={data.sample}
              columns={[
                { key: 'contract', title: t('sms.fields.contract'), dataIndex: 'contract_number' },
                { key: 'client', title: t('sms.fields.client'), dataIndex: 'client_name' },
                {
                  key: 'phone',
                  title: t('sms.fields.phone'),
                  render: (_, r) => (r.phone ? formatPhone(r.phone) : '—'),
                },
                { key: 'days', title: t('sms.fields.daysLate'), dataIndex: 'days_late', align: 'right' },
                { key: 'rest', title: t('sms.fields.rest'), dataIndex: 'rest', align: 'right' },
                { key: 'text', title: t('sms.fields.text'), render: (_, r) => r.text ?? '' },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}
