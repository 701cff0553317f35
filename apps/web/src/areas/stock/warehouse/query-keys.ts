import type { StockDocumentKind } from '@savdo/shared/schemas';
import type { DocListQuery } from './list-query.ts';

/** Every query of this module starts with this key: a write refreshes lists, residues and the ledger. */
export const WAREHOUSE_KEY = 'warehouse';
export const docsKey = (kind: StockDocumentKind, query: DocListQuery) => [WAREHOUSE_KEY, 'docs', kind, query];
export const docKey = (kind: StockDocumentKind, id: number) => [WAREHOUSE_KEY, 'doc', kind, id];
