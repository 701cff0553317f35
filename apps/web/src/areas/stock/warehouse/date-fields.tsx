import { lazy, Suspense } from 'react';
import type { DateInputProps, DateRangeProps } from './date-controls.tsx';

const controls = () => import('./date-controls.tsx');
const LazyDateInput = lazy(() => controls().then((m) => ({ default: m.DateInput })));
const LazyMonthInput = lazy(() => controls().then((m) => ({ default: m.MonthInput })));
const LazyDateRange = lazy(() => controls().then((m) => ({ default: m.DateRange })));

const placeholder = (width: number | string) => (
  <span style={{ display: 'inline-block', width, height: 32 }} />
);

/** A date field (`YYYY-MM-DD`); the picker loads with its own chunk. */
export function DateField(props: DateInputProps) {
  return (
    <Suspense fallback={placeholder('100%')}>
      <LazyDateInput {...props} />
    </Suspense>
  );
}

/** A month field (`YYYY-MM`); the picker loads with its own chunk. */
export function MonthField(props: DateInputProps) {
  return (
    <Suspense fallback={placeholder('100%')}>
      <LazyMonthInput {...props} />
    </Suspense>
  );
}

/** A period filter; the picker loads with its own chunk. */
export function PeriodField(props: DateRangeProps) {
  return (
    <Suspense fallback={placeholder(260)}>
      <LazyDateRange {...props} />
    </Suspense>
  );
}
