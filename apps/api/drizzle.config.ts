import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/api/src/db/schema.ts',
    './apps/api/src/db/resource-tables.ts',
    './apps/api/src/db/stock-schema.ts',
    './apps/api/src/db/asset-schema.ts',
    './apps/api/src/db/supplier-schema.ts',
    './apps/api/src/db/money-schema.ts',
    './apps/api/src/db/expense-schema.ts',
    './apps/api/src/db/cashless-schema.ts',
    './apps/api/src/db/auth-schema.ts',
    './apps/api/src/db/clients-schema.ts',
    './apps/api/src/db/sales-schema.ts',
    './apps/api/src/db/release-schema.ts',
    './apps/api/src/db/payments-schema.ts',
    './apps/api/src/db/cash-trading-schema.ts',
  ],
  out: './apps/api/drizzle',
});
