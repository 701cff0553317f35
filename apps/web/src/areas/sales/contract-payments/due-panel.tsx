import { documentNumber } from '@savdo/shared/documents';
import { Alert, Button, Collapse, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { ContractDue } from './api.ts';

// the schedule loads with a chunk of its own when opened (the screens' size budget)
const ScheduleTable = lazy(() => import('./schedule-table.tsx').then((m) => ({ default: m.ScheduleTable })));

interface Props {
  due: ContractDue;
  /** Show the early-close bonus and what closes the contract today even when there is none (the early-close screen). */
  withBonus?: boolean;
  onChange(): void;
}

/**
 * What is due on the picked contract: the figures the cashier tells the
 * client, with the early-close bonus and what closes the contract today
 * whenever there is a bonus (paying that sum on any screen closes it with
 * the bonus forgiven), and the schedule.
 */
export function DuePanel({ due, withBonus, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const c = due.contract;
  const sum = (amount: string) => money(amount, c.currency, lang);
  const hasBonus = !/^0\.?0*$/.test(due.bonus);
  const showBonus = withBonus || hasBonus;
  return (
    <section data-testid="contract-due">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('payments.due.title', {
            contract: documentNumber(c.branch_prefix, c.number),
            client: c.client_name,
          })}{' '}
          <Tag>{t(`payments.contractStatuses.${c.status}`)}</Tag>
          {c.off_balance && <Tag color="purple">{t('payments.due.offBalance')}</Tag>}
        </Typography.Title>
        <Button onClick={onChange} data-testid="contract-change">
          {t('payments.finder.change')}
        </Button>
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginTop: 8 }}>
        <Descriptions.Item label={t('payments.due.dueNow')}>
          <b data-testid="due-now">{sum(due.due_now)}</b>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.due.overdue')}>
          <span data-testid="due-overdue">{sum(due.overdue)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.due.current')}>{sum(due.current)}</Descriptions.Item>
        <Descriptions.Item label={t('payments.due.rest')}>
          <span data-testid="due-rest">{sum(due.rest)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.due.daysLate')}>
          <span data-testid="due-days-late">{due.days_late}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('payments.due.lateMonths')}>{due.late_months}</Descriptions.Item>
        <Descriptions.Item label={t('payments.due.monthly')}>{sum(c.monthly)}</Descriptions.Item>
        <Descriptions.Item label={t('payments.due.account')}>
          <span data-testid="due-account">{sum(due.account)}</span>
        </Descriptions.Item>
        {showBonus && (
          <Descriptions.Item label={t('payments.due.bonus', { percent: due.bonus_percent })}>
            <span data-testid="due-bonus">{sum(due.bonus)}</span>
          </Descriptions.Item>
        )}
        {showBonus && (
          <Descriptions.Item label={t('payments.due.toClose')}>
            <b data-testid="due-to-close">{sum(due.to_close)}</b>
          </Descriptions.Item>
        )}
      </Descriptions>
      {hasBonus && !withBonus && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('payments.due.closesWithBonus', { amount: sum(due.to_close), bonus: sum(due.bonus) })}
          data-testid="due-closes-with-bonus"
        />
      )}
      <Collapse
        size="small"
        items={[
          {
            key: 'schedule',
            label: t('payments.due.schedule'),
            children: (
              <Suspense fallback={<Spin />}>
                <ScheduleTable rows={due.rows} currency={c.currency} />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
