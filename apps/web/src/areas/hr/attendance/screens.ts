import { moduleScreens } from '../../../platform/module-screens.ts';
import { attendanceStrings } from './strings.ts';

type Page = keyof typeof import('./pages.ts').PAGES;
const page = (name: Page) => () => import('./pages.ts').then((m) => m.PAGES[name]());

/** Attendance from face terminals (issue 13 item 2), each screen its own chunk. */
export const attendanceScreens = moduleScreens(attendanceStrings, {
  'face-recognition-daily-attendance': page('daily'),
  'face-recognition-employees-who-are-late': page('late'),
  'face-recognition-employees-left-early': page('leftEarly'),
  'face-recognition-employees-absent-from-work': page('absent'),
  'face-recognition-employees-not-confirmed-departure': page('notConfirmed'),
  'face-recognition-employees': page('staff'),
  'face-recognition-absence-from-work-requests': page('requests'),
});
