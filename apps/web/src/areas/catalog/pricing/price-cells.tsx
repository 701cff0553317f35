import { type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { Currency } from '../../../shared/format.ts';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';

interface Props {
  uzs: string | null | undefined;
  usd: string | null | undefined;
  /** The new price, shown after an arrow when given. */
  nextUzs?: string | null;
  nextUsd?: string | null;
  highlight?: boolean;
  testId?: string;
}

/** A price in UZS over its USD, optionally "old → new". */
export function PriceCell({ uzs, usd, nextUzs, nextUsd, highlight, testId }: Props) {
  const lang = useLanguage();
  const line = (c: Currency, from: string | null | undefined, to: string | null | undefined) => {
    const shownFrom = money(from, c, lang) || '—';
    if (to === undefined) return shownFrom;
    const shownTo = money(to, c, lang) || '—';
    return (
      <>
        {shownFrom} →{' '}
        <Typography.Text strong={highlight} type={highlight ? 'success' : undefined}>
          {shownTo}
        </Typography.Text>
      </>
    );
  };
  const next = nextUzs !== undefined || nextUsd !== undefined;
  return (
    <div data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
      <div>{line('UZS', uzs, next ? (nextUzs ?? null) : undefined)}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {line('USD', usd, next ? (nextUsd ?? null) : undefined)}
      </Typography.Text>
    </div>
  );
}

type PriceKind = 'retail' | 'wholesale';

/** The retail and wholesale columns of a price list: each a `PriceCell` of what `pick` gives for the row. */
export function priceColumns<T>(t: TFunction, pick: (row: T, kind: PriceKind) => Props): TableColumnsType<T> {
  return (['retail', 'wholesale'] as const).map((kind) => ({
    key: kind,
    title: t(`pricing.fields.${kind}`),
    align: 'right' as const,
    render: (_: unknown, row: T) => <PriceCell {...pick(row, kind)} />,
  }));
}
