import type { DisciplineFigures } from '@savdo/shared/schemas/client-ratings';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DisciplineFigures['grade'], string> = {
  A: 'green',
  B: 'lime',
  C: 'gold',
  D: 'orange',
  E: 'red',
  N: 'default',
};

/** A grade with its colour and the score beside it. */
export function GradeTag({
  figures,
  testId,
}: {
  figures: Pick<DisciplineFigures, 'grade' | 'score'>;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[figures.grade]} data-testid={testId}>
      {figures.score === null ? t('clientRatings.grades.N') : `${figures.grade} · ${figures.score}`}
    </Tag>
  );
}

/** Counts by bucket as `on time / 1–30 / 31–60 / 61–90 / 91+`. */
export function bucketColumns(t: (key: string) => string) {
  return [
    {
      key: 'on_time',
      title: t('clientRatings.fields.onTime'),
      dataIndex: 'on_time',
      align: 'right' as const,
    },
    { key: 'b1', title: t('clientRatings.buckets.D1_30'), dataIndex: 'late_1_30', align: 'right' as const },
    {
      key: 'b31',
      title: t('clientRatings.buckets.D31_60'),
      dataIndex: 'late_31_60',
      align: 'right' as const,
    },
    {
      key: 'b61',
      title: t('clientRatings.buckets.D61_90'),
      dataIndex: 'late_61_90',
      align: 'right' as const,
    },
    { key: 'b91', title: t('clientRatings.buckets.D91'), dataIndex: 'late_91', align: 'right' as const },
    {
      key: 'worst',
      title: t('clientRatings.fields.worst'),
      dataIndex: 'worst_days_late',
      align: 'right' as const,
    },
    {
      key: 'current',
      title: t('clientRatings.fields.current'),
      dataIndex: 'current_days_late',
      align: 'right' as const,
    },
  ];
}
