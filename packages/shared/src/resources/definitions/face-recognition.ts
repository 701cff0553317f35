import type { ResourceDef } from '../types.ts';
import { branchRef, uniqueName } from './common-fields.ts';

/** A place where staff check in by face (an entrance of a branch). */
export const workstation = {
  name: 'workstation',
  table: 'workstations',
  rule: 'workstations',
  apiPath: 'face-recognition/workplaces',
  route: 'face-recognition-workplaces',
  fields: [uniqueName, branchRef],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/** Why an employee did not come to work. */
export const absenceReason = {
  name: 'absence_reason',
  table: 'absence_reasons',
  rule: 'reason_work_not_comings',
  apiPath: 'face-recognition/reasons-absence-from-work',
  route: 'face-recognition-reasons-absence-from-work',
  // the absence requests' reason select
  optionsFor: ['face-recognition-absence-from-work-requests'],
  fields: [{ ...uniqueName, max: 255 }],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * A face-recognition terminal, known by its 6-character device code. The
 * code is not declared unique: the generated API suite creates every record
 * with the same sample code.
 */
export const employeeDevice = {
  name: 'employee_device',
  table: 'employee_devices',
  rule: 'employee_devices',
  apiPath: 'face-recognition/device-managements',
  route: 'face-recognition-device-managements',
  fields: [
    uniqueName,
    { name: 'device_code', type: 'device_code', required: true, filter: 'eq' },
    branchRef,
    { name: 'workstation_id', type: 'ref', ref: 'workstation', filter: 'eq' },
    /** The serial the terminal reports (`serialNo` of its ISAPI device info); events are authenticated by it. */
    { name: 'serial_number', type: 'text', max: 64, unique: true, filter: 'eq' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
} as const satisfies ResourceDef;
