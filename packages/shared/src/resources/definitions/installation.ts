import type { ResourceDef } from '../types.ts';
import { branchRef, fullName } from './common-fields.ts';

/** A craftsman who installs sold goods (air conditioners, kitchens) at the client's home. */
export const installationMaster = {
  name: 'installation_master',
  table: 'installation_masters',
  rule: 'master',
  apiPath: 'installation-of-products/masters',
  route: 'installation-of-products-masters',
  fields: [
    fullName,
    { name: 'phone', type: 'phone', required: true },
    { name: 'passport', type: 'passport' },
    branchRef,
    { name: 'speciality', type: 'text', max: 150 },
    /** What the master earns per installed job, UZS (frozen on the job when it is installed). */
    { name: 'rate', type: 'money' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
