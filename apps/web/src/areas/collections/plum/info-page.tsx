import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { PLUM_KEY, type PlumInfo, plumApi } from './api.ts';

type SecretAlias = 'plum_api_key' | 'plum_webhook_secret';

/**
 * `/settings/plum-info` (developers): how the server talks to Plum — the
 * mode and API address, the merchant id and the switch, the API key and the
 * webhook secret (write-only), the webhook address, and "check connection".
 */
export function PlumInfoPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const client = useQueryClient();
  const info = useQuery({ queryKey: [PLUM_KEY, 'info'], queryFn: ({ signal }) => plumApi.info(signal) });
  const [check, setCheck] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (next: PlumInfo) => client.setQueryData([PLUM_KEY, 'info'], next);
  const runCheck = async () => {
    try {
      const r = await plumApi.check();
      setCheck({
        ok: r.ok,
        text: r.ok
          ? t('plum.info.checkOk', { name: r.merchant ?? '' })
          : t('plum.info.checkFailed', { message: r.message ?? '' }),
      });
    } catch {
      // the main client showed the error toast
    }
  };
  const d = info.data;
  return (
    <section data-testid="plum-info-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('plum.info.hint')}</Typography.Paragraph>
      {d && (
        <Space direction="vertical" style={{ width: '100%', maxWidth: 760 }}>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('plum.info.mode')}>
              <Tag data-testid="plum-mode">{t(`plum.info.modes.${d.mode}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('plum.info.apiUrl')}>{d.api_url ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('plum.info.webhookUrl')}>
              <Typography.Text copyable>{`${window.location.origin}${d.webhook_path}`}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Card size="small">
            <Form
              layout="inline"
              initialValues={{ merchant_id: d.merchant_id, enabled: d.enabled }}
              onFinish={async (values: { merchant_id: string; enabled: boolean }) => {
                try {
                  set(await plumApi.save(values));
                } catch {
                  // toast shown
                }
              }}
            >
              <Form.Item name="merchant_id" label={t('plum.info.merchantId')}>
                <Input style={{ width: 220 }} maxLength={100} data-testid="plum-merchant" />
              </Form.Item>
              <Form.Item name="enabled" label={t('plum.info.enabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Button type="primary" htmlType="submit" data-testid="plum-save">
                {t('plum.info.save')}
              </Button>
            </Form>
          </Card>
          <SecretRow alias="plum_api_key" label={t('plum.info.apiKey')} isSet={d.api_key_set} onSaved={set} />
          <SecretRow
            alias="plum_webhook_secret"
            label={t('plum.info.webhookSecret')}
            isSet={d.webhook_secret_set}
            onSaved={set}
          />
          <Flex gap={8} align="center">
            <Button onClick={() => void runCheck()} data-testid="plum-check">
              {t('plum.info.check')}
            </Button>
          </Flex>
          {check && (
            <Alert
              showIcon
              type={check.ok ? 'success' : 'error'}
              title={check.text}
              data-testid="plum-check-result"
            />
          )}
        </Space>
      )}
    </section>
  );
}

function SecretRow({
  alias,
  label,
  isSet,
  onSaved,
}: {
  alias: SecretAlias;
  label: string;
  isSet: boolean;
  onSaved(info: PlumInfo): void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <Card size="small">
      <Flex gap={8} align="center" wrap>
        <b style={{ minWidth: 180 }}>{label}</b>
        <Tag color={isSet ? 'green' : 'default'}>{t(isSet ? 'plum.info.isSet' : 'plum.info.notSet')}</Tag>
        <Input.Password
          value={value}
          onChange={(e) => setValue(e.target.value)}
          style={{ width: 260 }}
          autoComplete="new-password"
          data-testid={`plum-secret-${alias}`}
        />
        <Button
          disabled={value.trim() === ''}
          onClick={async () => {
            try {
              onSaved(await plumApi.secret({ alias, value }));
              setValue('');
            } catch {
              // toast shown
            }
          }}
        >
          {t('plum.info.replace')}
        </Button>
      </Flex>
    </Card>
  );
}
