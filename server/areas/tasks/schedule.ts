import { Cron } from 'croner';
import { TASK_DAYS, scheduleMinutes, type TTaskDay } from '../../../src/contract';

/** What the next due time of a task depends on. */
export type TaskTiming = {
  active: boolean;
  schedule: string;
  timezone: string;
  start_hour: number;
  end_hour: number;
} & Record<TTaskDay, boolean>;

/**
 * The hours of the day a task runs, in its timezone. Equal start and end hours (0 and 0 by
 * default) mean all day; otherwise from start_hour up to, not including, end_hour, wrapping
 * past midnight when the end is the smaller (22 to 6 runs through the night).
 */
export function taskHours(start: number, end: number): number[] | 'all' {
  if (start % 24 === end % 24) return 'all';
  const hours: number[] = [];
  for (let h = start % 24; h !== end % 24; h = (h + 1) % 24) hours.push(h);
  return hours;
}

/** The task's cron pattern (croner, 5 fields) or undefined when it never runs. */
export function taskPattern(task: TaskTiming): string | undefined {
  const minutes = scheduleMinutes(task.schedule);
  const days = TASK_DAYS.filter((d) => task[d.key]).map((d) => d.dow);
  if (!task.active || minutes === undefined || days.length === 0) return undefined;
  const hours = taskHours(task.start_hour, task.end_hour);
  const hourField = hours === 'all' ? '*' : hours.join(',');
  const minuteField = minutes >= 60 ? '0' : minutes === 1 ? '*' : `*/${minutes}`;
  const dayField = days.length === 7 ? '*' : [...days].sort().join(',');
  return `${minuteField} ${hourField} * * ${dayField}`;
}

/** The first due time strictly after `after`, in the task's timezone; null when never. */
export function nextDue(task: TaskTiming, after: Date): Date | null {
  const pattern = taskPattern(task);
  if (!pattern) return null;
  return new Cron(pattern, { timezone: task.timezone, paused: true }).nextRun(after);
}

/** The task's period in milliseconds (its schedule's minutes). */
export function periodMs(schedule: string): number {
  return (scheduleMinutes(schedule) ?? 60) * 60_000;
}
