import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KatmSubmissionRow } from './api.ts';

const COLORS: Record<KatmSubmissionRow['status'], string> = {
  PENDING: 'default',
  SENDING: 'processing',
  ACCEPTED: 'green',
  REJECTED: 'red',
  FAILED: 'orange',
};

/** A submission's status with its colour. */
export function StatusTag({ status }: { status: KatmSubmissionRow['status'] }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`clientRatings.statuses.${status}`)}</Tag>;
}
