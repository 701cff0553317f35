import { CheckOutlined } from '@ant-design/icons';
import { APPROVABLE_MARKUPS, type ApprovableKind } from '@savdo/shared/schemas/pricing-constants';
import { createElement } from 'react';
import { mainClient } from '../../../api/index.ts';
import { defineExtension, type ResourceExtension } from '../../../engine/extension-types.ts';

/**
 * Markups and the sale rate are entered CREATED and take effect once
 * approved: a row action "approve" on their engine screens, for holders of
 * `<rule>.approve`, on rows not approved yet.
 */
export const approvable = (path: string, rule: string): ResourceExtension =>
  defineExtension({
    rowActions: [
      {
        key: 'approve',
        labelKey: 'pricing.approve.action',
        icon: createElement(CheckOutlined),
        rule: `${rule}.approve`,
        visible: (row) => row.status !== 'APPROVED',
        run: async (row, { confirm, invalidate }) => {
          if (!(await confirm('pricing.approve.confirm'))) return;
          await mainClient
            .post(`/price-management/${path}/${row.id}/approve`, {}, { notifySuccess: true })
            .catch(() => undefined);
          await invalidate();
        },
      },
    ],
  });

const approvableKind = (kind: ApprovableKind) =>
  approvable(APPROVABLE_MARKUPS[kind].path, APPROVABLE_MARKUPS[kind].rule);

export const pricingExtensions = {
  general_markup: approvableKind('general_markup'),
  category_markup: approvableKind('category_markup'),
  product_markup: approvableKind('product_markup'),
  sale_exchange_rate: approvableKind('sale_exchange_rate'),
} satisfies Record<ApprovableKind, ResourceExtension>;
