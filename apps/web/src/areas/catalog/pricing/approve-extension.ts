import { CheckOutlined } from '@ant-design/icons';
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

export const pricingExtensions = {
  general_markup: approvable('general-markups', 'general_markup'),
  category_markup: approvable('category-markups', 'category_markup'),
  product_markup: approvable('product-markups', 'product_markup'),
  sale_exchange_rate: approvable('exchange-rates', 'currency_exchange_for_sale'),
};
