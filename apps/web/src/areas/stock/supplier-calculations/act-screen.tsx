import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PeriodField } from '../../../controls/date-fields.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { applyParams } from '../warehouse/list-query.ts';
import { ActView } from './act-view.tsx';
import type { ActSource, Query } from './api.ts';
import { periodOf } from './period.ts';

/** An act's choices kept in the address bar: the parameters, a change to them and the period. */
export function useActParams() {
  const [params, setParams] = useSearchParams();
  const change = (c: Record<string, string | number | undefined>) => setParams(applyParams(params, c));
  return { params, change, period: periodOf(params) };
}

interface Props {
  testId: string;
  hintKey: string;
  source: ActSource;
  query: Query | null;
  pickKey: string;
  period: { date_from: string; date_to: string };
  change(c: Record<string, string | number | undefined>): void;
  /** The act's own choices, before the period. */
  children: ReactNode;
}

/** A reconciliation act screen: title, hint, the choices with the period, then the act. */
export function ActScreen({ testId, hintKey, source, query, pickKey, period, change, children }: Props) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <section data-testid={testId}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(hintKey)}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {children}
        <PeriodField
          testId="act-period"
          from={period.date_from}
          to={period.date_to}
          onChange={(from, to) => change({ date_from: from, date_to: to })}
        />
      </Flex>
      <ActView source={source} query={query} pickKey={pickKey} />
    </section>
  );
}
