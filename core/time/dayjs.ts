/**
 * The one configured dayjs: the core with its `utc` and `timezone` plugins, extended once here.
 * Every calendar, wall-clock or time-zone computation imports dayjs from this module, never from
 * the package. It is kept out of core/index.ts so that the diner's phone, which only counts
 * milliseconds down, does not load it.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
export type { Dayjs } from 'dayjs';
