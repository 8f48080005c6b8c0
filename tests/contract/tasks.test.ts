import { describe, expect, it } from 'vitest';
import {
  TASK_MESSAGES,
  blankTaskForm,
  formatTaskTime,
  taskRecord,
  taskVariant,
} from '../../src/contract';
import { nextDue, taskHours, taskPattern } from '../../server/areas/tasks/schedule';

const timing = {
  active: true,
  schedule: 'rate(15 minutes)',
  timezone: 'Australia/Adelaide',
  start_hour: 0,
  end_hour: 0,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
};

describe('task master rules', () => {
  it('locked rows are in warning; missed in warning, failed and overrun in danger', () => {
    expect(taskVariant({ locked: true, last_status: 'OK' })).toBe('warning');
    expect(taskVariant({ locked: false, last_status: 'OK' })).toBeUndefined();
    expect(taskVariant({ locked: false, last_status: null })).toBeUndefined();
    expect(taskVariant({ locked: false, last_status: 'MISSED' })).toBe('warning');
    expect(taskVariant({ locked: false, last_status: 'ERROR' })).toBe('danger');
    expect(taskVariant({ locked: false, last_status: 'OVERRUN' })).toBe('danger');
  });

  it('a missing last run shows Never and is sent blank', () => {
    expect(formatTaskTime(null, 'Australia/Sydney')).toBe(TASK_MESSAGES.never);
    expect(formatTaskTime('2026-11-24T21:05:09Z', 'Australia/Sydney')).toBe('25-11-26 8:05:09 AM');
    const form = blankTaskForm('Australia/Perth');
    expect(form).toMatchObject({ last_ran: 'Never', timezone: 'Australia/Perth', monday: true });
    expect(blankTaskForm('Australia/Hobart').timezone).toBe('Australia/Sydney');
    const record = taskRecord({ ...form, lambda: 'sync_prune', payload: '{"days": 9}' }, 'SXD');
    expect(record).toMatchObject({
      last_ran: '',
      payload: { days: 9 },
      site_document: 'SXD-TASK_MASTER',
      document_type: 'TASK_MASTER',
    });
  });

  it('hours: equal means all day, a smaller end wraps past midnight', () => {
    expect(taskHours(0, 0)).toBe('all');
    expect(taskHours(9, 12)).toEqual([9, 10, 11]);
    expect(taskHours(22, 2)).toEqual([22, 23, 0, 1]);
    expect(taskHours(20, 24)).toEqual([20, 21, 22, 23]);
    expect(taskPattern(timing)).toBe('*/15 * * * 1,2,3,4,5');
    expect(taskPattern({ ...timing, schedule: 'rate(1 hour)', start_hour: 22, end_hour: 2 })).toBe(
      '0 22,23,0,1 * * 1,2,3,4,5',
    );
    expect(taskPattern({ ...timing, active: false })).toBeUndefined();
  });

  it('the next due time is in the task timezone (Adelaide, half-hour offset)', () => {
    // Tuesday 2030-01-08 09:50 in Adelaide (UTC+10:30) is 23:20 UTC the day before.
    const next = nextDue(
      { ...timing, start_hour: 10, end_hour: 12 },
      new Date('2030-01-07T23:20:00Z'),
    );
    expect(next?.toISOString()).toBe('2030-01-07T23:30:00.000Z');
  });
});
