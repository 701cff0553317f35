import { findResource } from '@savdo/shared/resources';
import { ResourceList } from '../../../engine/resource-list.tsx';

const MOBILE_DEVICE = findResource('mobile_device');
/** The page's own parameter, kept when the list writes its state to the address bar. */
const KEEP = ['tab'] as const;

/** The engine's list of mobile devices (add, edit, filters, export, history), inside the device-control tab. */
export function MobileDevicesTab() {
  if (!MOBILE_DEVICE) return null;
  return <ResourceList def={MOBILE_DEVICE} ext={undefined} keepParams={KEEP} />;
}
