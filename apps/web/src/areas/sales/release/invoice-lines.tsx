import type { SaleItemRow } from '@savdo/shared/schemas/release';
import { Button, Flex, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../shared/decimal-input.tsx';
import { quantity } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import { SerialPicker } from './serial-picker.tsx';

export interface LineState {
  quantity: string;
  serials: string[];
}

export const EMPTY_LINE: LineState = { quantity: '', serials: [] };

interface Props {
  items: SaleItemRow[];
  warehouseId: number | undefined;
  lines: Record<number, LineState>;
  onChange(itemId: number, line: LineState): void;
  /** A warehouse named under "where" was clicked: release from it. */
  onPickWarehouse(warehouseId: number): void;
}

/** The warehouse to offer first: the sale's branch's that holds the most of the first item, else any that holds it. */
export function suggestedWarehouse(items: SaleItemRow[]): number | undefined {
  const stock = items[0]?.stock ?? [];
  const holding = stock.filter((s) => Number(s.quantity) > 0);
  return (holding.find((s) => s.own) ?? holding[0] ?? stock.find((s) => s.own))?.warehouse_id;
}

/** How much short a line is at the chosen warehouse (null when it is not). */
function shortBy(item: SaleItemRow, line: LineState, warehouseId: number | undefined): number | null {
  if (warehouseId === undefined) return null;
  const asked = item.is_serial ? line.serials.length : Number(line.quantity || 0);
  const held = Number(item.stock.find((s) => s.warehouse_id === warehouseId)?.quantity ?? 0);
  const short = asked - Math.max(held, 0);
  return asked > 0 && short > 0 ? short : null;
}

/**
 * Each item with what is left, what the chosen warehouse holds of it and
 * where else it is (the sale's branch's warehouses first; a click picks one),
 * and what to release now: a quantity, or the units of a serial-tracked one.
 */
export function InvoiceLines({ items, warehouseId, lines, onChange, onPickWarehouse }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div
      data-testid="invoice-lines-form"
      style={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr 3fr', gap: 8, alignItems: 'start' }}
    >
      <b>{t('release.columns.product')}</b>
      <b style={{ textAlign: 'right' }}>{t('release.columns.left')}</b>
      <b style={{ textAlign: 'right' }}>{t('release.form.inWarehouse')}</b>
      <b>{t('release.form.quantity')}</b>
      {items.map((i) => {
        const line = lines[i.id] ?? EMPTY_LINE;
        const here = i.stock.find((s) => s.warehouse_id === warehouseId)?.quantity ?? '0';
        const short = shortBy(i, line, warehouseId);
        return (
          <Fragment key={i.id}>
            <div>
              <div>{i.product_name}</div>
              <Where item={i} onPick={onPickWarehouse} />
            </div>
            <span style={{ textAlign: 'right' }}>{quantity(i.left, lang)}</span>
            <span style={{ textAlign: 'right' }} data-testid={`line-stock-${i.id}`}>
              {warehouseId === undefined ? '—' : quantity(here, lang)}
              {short !== null && (
                <Typography.Text
                  type="danger"
                  style={{ display: 'block' }}
                  data-testid={`line-short-${i.id}`}
                >
                  {t('release.form.short', { short: quantity(String(short), lang) })}
                </Typography.Text>
              )}
            </span>
            {i.is_serial ? (
              <SerialPicker
                itemId={i.id}
                productId={i.product_id}
                warehouseId={warehouseId}
                value={line.serials}
                onChange={(serials) => onChange(i.id, { ...line, serials })}
              />
            ) : (
              <DecimalInput
                testId={`line-quantity-${i.id}`}
                value={line.quantity}
                onChange={(value) => onChange(i.id, { ...line, quantity: value })}
              />
            )}
          </Fragment>
        );
      })}
    </div>
  );
}

/** The warehouses holding an item, the sale's branch's first, each a link that picks it. */
function Where({ item, onPick }: { item: SaleItemRow; onPick(id: number): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const holding = item.stock.filter((s) => Number(s.quantity) > 0);
  if (holding.length === 0) {
    return (
      <Typography.Text type="danger" data-testid={`line-where-${item.id}`}>
        {t('release.form.nowhere')}
      </Typography.Text>
    );
  }
  return (
    <Flex wrap gap={4} data-testid={`line-where-${item.id}`} align="center">
      <Typography.Text type="secondary">{t('release.form.where')}:</Typography.Text>
      {holding.map((s) => (
        <Button
          key={s.warehouse_id}
          size="small"
          type={s.own ? 'link' : 'text'}
          onClick={() => onPick(s.warehouse_id)}
          data-testid={`line-where-${item.id}-${s.warehouse_id}`}
        >
          {s.warehouse_name}
          {!s.own && s.branch_name ? ` (${s.branch_name})` : ''}: {quantity(s.quantity, lang)}
        </Button>
      ))}
    </Flex>
  );
}
