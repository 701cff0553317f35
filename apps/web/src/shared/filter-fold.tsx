import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterDrawer } from './filter-drawer.tsx';
import { useIsPhone } from './use-phone.ts';

/** How many filters are set: a range (`x_from` / `x_to`) counts once; the sort is not a filter. */
export function activeFilters(
  query: Record<string, unknown>,
  ignore: readonly string[] = ['sort', 'order'],
): number {
  const set = new Set<string>();
  for (const [key, value] of Object.entries(query)) {
    if (ignore.includes(key) || value === undefined || value === null || value === '') continue;
    set.add(key.replace(/_(from|to)$/, ''));
  }
  return set.size;
}

interface Props {
  /** How many filters are set (`activeFilters`), shown on the button. */
  active: number;
  children: ReactNode;
  testId?: string;
}

/**
 * A list's filters: in place on a wider screen; on a phone folded behind a "Filters (n)" button that
 * opens them in a drawer, so the list starts on the first screen. The filters stay mounted once opened
 * (typed text and chosen options are kept). The drawer comes with the screen's chunk: a lazy chunk of its
 * own split Ant Design's shared code anew and weighed more on every screen (`scripts/report-size.ts`).
 */
export function FilterFold({ active, children, testId = 'filters' }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!phone) return children;
  return (
    <>
      <Button
        block
        data-testid={`${testId}-toggle`}
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        style={{ marginBottom: 12 }}
      >
        {active > 0 ? t('common.filters.withCount', { count: active }) : t('common.filters.title')}
      </Button>
      {used && (
        <FilterDrawer open={open} testId={testId} onClose={() => setOpen(false)}>
          {children}
        </FilterDrawer>
      )}
    </>
  );
}
