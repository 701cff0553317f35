import { formatDate } from '@savdo/shared/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { SMS_KEY, type SmsPreview, smsApi } from './api.ts';

/** One client's message: the client, one of their contracts (or none), the template; a preview, then send. */
export function SendOne({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [clientId, setClientId] = useState<number>();
  const [contractId, setContractId] = useState<number>();
  const [templateId, setTemplateId] = useState<number>();
  const [phone, setPhone] = useState<string>();
  const [preview, setPreview] = useState<SmsPreview | null>(null);
  const [busy, setBusy] = useState(false);
  // one key per message: a double click or a retry sends it once
  const [key, setKey] = useState(() => crypto.randomUUID());
  const contracts = useQuery({
    queryKey: [SMS_KEY, 'contracts', clientId],
    queryFn: ({ signal }) => smsApi.contracts(clientId ?? 0, signal),
    enabled: clientId !== undefined,
  });
  const input = () => ({
    template_id: templateId ?? 0,
    client_id: clientId ?? 0,
    ...(contractId ? { contract_id: contractId } : {}),
    ...(phone ? { phone } : {}),
  });
  const changed = () => setPreview(null);

  const showPreview = async () => {
    setBusy(true);
    try {
      const answer = await smsApi.preview(input());
      setPreview(answer);
      setPhone(answer.phone ?? undefined);
    } catch {
      // the main client showed the error
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    setBusy(true);
    try {
      await smsApi.send(input(), key);
      setKey(crypto.randomUUID());
      setPreview(null);
      await client.invalidateQueries({ queryKey: [SMS_KEY] });
      onSent();
    } catch {
      // the main client showed the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small">
      <Typography.Paragraph type="secondary">{t('sms.hints.pickClient')}</Typography.Paragraph>
      <Form layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item label={t('sms.fields.client')} required>
          <OptionSelect
            source="sms_client"
            testId="sms-client"
            value={clientId}
            onChange={(v) => {
              setClientId(v);
              setContractId(undefined);
              setPhone(undefined);
              changed();
            }}
          />
        </Form.Item>
        <Form.Item label={t('sms.fields.contract')}>
          <Select
            data-testid="sms-contract"
            allowClear
            disabled={!clientId}
            loading={contracts.isFetching}
            placeholder={t('sms.hints.noContract')}
            aria-label={t('sms.hints.noContract')}
            value={contractId}
            onChange={(v?: number) => {
              setContractId(v);
              changed();
            }}
            options={(contracts.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.number} · ${formatDate(c.contract_date)} · ${t(`sms.contractStatuses.${c.status}`, { defaultValue: c.status })}`,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('sms.fields.template')} required>
          <OptionSelect
            source="sms_template"
            testId="sms-template"
            value={templateId}
            onChange={(v) => {
              setTemplateId(v);
              changed();
            }}
          />
        </Form.Item>
        {preview && (
          <>
            <Form.Item label={t('sms.fields.phone')}>
              <Select
                data-testid="sms-phone"
                value={phone}
                onChange={(v: string) => setPhone(v)}
                options={preview.phones.map((p) => ({ value: p, label: p }))}
              />
            </Form.Item>
            {preview.phones.length === 0 && <Alert type="warning" showIcon title={t('sms.hints.noPhone')} />}
            <Alert
              type="info"
              title={t('sms.fields.text')}
              description={<span data-testid="sms-preview-text">{preview.text}</span>}
              style={{ marginBottom: 16 }}
            />
          </>
        )}
        <Flex>
          <Space>
            <Button
              data-testid="sms-preview"
              disabled={!clientId || !templateId}
              loading={busy}
              onClick={() => void showPreview()}
            >
              {t('sms.actions.preview')}
            </Button>
            <Button
              type="primary"
              data-testid="sms-send"
              disabled={!preview || !phone}
              loading={busy}
              onClick={() => void send()}
            >
              {t('sms.actions.send')}
            </Button>
          </Space>
        </Flex>
      </Form>
    </Card>
  );
}
