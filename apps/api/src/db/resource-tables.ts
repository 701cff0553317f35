import { brand, exchangeRate, province, region, unit, village } from '@savdo/shared/resources/definitions';
import { resourceTable } from '../engine/table.ts';

// One export per resource definition, so drizzle-kit sees each table
// (a test checks that every definition of the registry has one here).
export const provinces = resourceTable(province);
export const regions = resourceTable(region);
export const villages = resourceTable(village);
export const units = resourceTable(unit);
export const brands = resourceTable(brand);
export const exchangeRates = resourceTable(exchangeRate);
