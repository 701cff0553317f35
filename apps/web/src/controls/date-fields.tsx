import { lazy, Suspense } from 'react';
import type {
  DateInputProps,
  DateRangeInputProps,
  DateRangeProps,
  TimeInputProps,
} from './date-controls.tsx';

/**
 * The product's date fields: every date, month, time and period a screen
 * asks for goes through these (never the browser's `<input type="date">`,
 * which shows the browser's locale, month first in many). The picker loads
 * with its own chunk on first show.
 */

const controls = () => import('./date-controls.tsx');
const LazyDateInput = lazy(() => controls().then((m) => ({ default: m.DateInput })));
const LazyMonthInput = lazy(() => controls().then((m) => ({ default: m.MonthInput })));
const LazyTimeInput = lazy(() => controls().then((m) => ({ default: m.TimeInput })));
const LazyDateRange = lazy(() => controls().then((m) => ({ default: m.DateRange })));
const LazyDateRangeInput = lazy(() => controls().then((m) => ({ default: m.DateRangeInput })));

export type {
  DateInputProps,
  DateRangeInputProps,
  DateRangeProps,
  TimeInputProps,
} from './date-controls.tsx';

const placeholder = (width: number | string) => (
  <span style={{ display: 'inline-block', width, height: 32 }} />
);

/** A date field (`YYYY-MM-DD`, shown and typed DD.MM.YYYY). */
export function DateField(props: DateInputProps) {
  return (
    <Suspense fallback={placeholder(props.width ?? '100%')}>
      <LazyDateInput {...props} />
    </Suspense>
  );
}

/** A month field (`YYYY-MM`, shown MM.YYYY). */
export function MonthField(props: DateInputProps) {
  return (
    <Suspense fallback={placeholder(props.width ?? '100%')}>
      <LazyMonthInput {...props} />
    </Suspense>
  );
}

/** A time field (`HH:mm`). */
export function TimeField(props: TimeInputProps) {
  return (
    <Suspense fallback={placeholder('100%')}>
      <LazyTimeInput {...props} />
    </Suspense>
  );
}

/** A period filter; either end may stay open. */
export function PeriodField(props: DateRangeProps) {
  return (
    <Suspense fallback={placeholder(260)}>
      <LazyDateRange {...props} />
    </Suspense>
  );
}

/** A period as a form's field (`[from, to]`, both needed). */
export function DateRangeField(props: DateRangeInputProps) {
  return (
    <Suspense fallback={placeholder('100%')}>
      <LazyDateRangeInput {...props} />
    </Suspense>
  );
}
