import { Tabs, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';

// each tab loads with a chunk of its own (the screens' size budget)
const SendOne = lazy(() => import('./send-one.tsx').then((m) => ({ default: m.SendOne })));
const SendBulk = lazy(() => import('./send-bulk.tsx').then((m) => ({ default: m.SendBulk })));
const MessageList = lazy(() => import('./message-list.tsx').then((m) => ({ default: m.MessageList })));
const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/**
 * `/send-sms/send-sms-clients`: a template to one client (client, contract,
 * preview, send) or to a filtered list of contracts (count, preview, send
 * once), and the messages with their status; sending needs `sms.add`.
 */
export function SmsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const mayAdd = rules.has('sms.add');
  const [tab, setTab] = useState(mayAdd ? 'one' : 'messages');
  const items = [
    ...(mayAdd
      ? [
          {
            key: 'one',
            label: t('sms.tabs.one'),
            children: later(<SendOne onSent={() => setTab('messages')} />),
          },
          { key: 'bulk', label: t('sms.tabs.bulk'), children: later(<SendBulk />) },
        ]
      : []),
    { key: 'messages', label: t('sms.tabs.messages'), children: later(<MessageList mayResend={mayAdd} />) },
  ];
  return (
    <section data-testid="sms-page">
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('sms.hints.auto')}</Typography.Paragraph>
      <Tabs activeKey={tab} onChange={setTab} items={items} />
    </section>
  );
}
