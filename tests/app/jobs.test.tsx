import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOB_STATUS,
  DEFAULT_JOB_STATUS_FILTER,
  DEFAULT_JOB_TYPE_FILTER,
  JOB_MESSAGES as M,
  JOB_STATUS_FILTERS,
  JOB_STATUS_FILTER_LABELS,
  JOB_STATUS_FILTER_STATUSES,
  ZJobTagOff,
  ZJobTypeInput,
  durationMinutes,
  formatMinutes,
  isClosedJobStatus,
  jobErpStatusVariant,
  jobLineErpStatusVariant,
  jobStatusVariant,
  type TOutboxEntry,
} from '../../src/contract';
import { openTimesheets } from '../../src/areas/floor/screens/FloorJobScreen';

describe('job contract (document 2 sections 4, 8, 9)', () => {
  it('lists by NEW_AND_IN_PROGRESS by default, with the Not Started / In Progress labels', () => {
    expect(DEFAULT_JOB_STATUS_FILTER).toBe('NEW_AND_IN_PROGRESS');
    expect(JOB_STATUS_FILTERS).toEqual(['NEW_AND_IN_PROGRESS', 'OPEN', 'STARTED', 'COMPLETE']);
    expect(JOB_STATUS_FILTER_LABELS.OPEN).toBe('Not Started');
    expect(JOB_STATUS_FILTER_LABELS.STARTED).toBe('In Progress');
    expect(JOB_STATUS_FILTER_STATUSES.NEW_AND_IN_PROGRESS).not.toContain('Complete');
    expect(DEFAULT_JOB_STATUS).toBe('New');
    expect(DEFAULT_JOB_TYPE_FILTER).toBe('NEW_AND_CHANGED');
  });

  it('colours job, ERP, timesheet and move statuses', () => {
    expect(jobStatusVariant('Open')).toBe('warning');
    expect(jobStatusVariant('CANCELLED')).toBe('danger');
    expect(jobStatusVariant('Complete')).toBe('success');
    expect(jobStatusVariant('New')).toBeUndefined();
    expect(jobErpStatusVariant('Complete')).toBe('success');
    expect(jobErpStatusVariant('ERROR')).toBe('danger');
    expect(jobErpStatusVariant('New')).toBeUndefined();
    expect(jobLineErpStatusVariant('Pending')).toBe('warning');
    expect(jobLineErpStatusVariant('Complete')).toBe('success');
    expect(isClosedJobStatus('cancelled')).toBe(true);
    expect(isClosedJobStatus('In Progress')).toBe(false);
  });

  it('prefixes its messages with JOB and words durations', () => {
    expect(M.updateProblem()).toBe('JOB: There was a problem updating the Job');
    expect(M.getProblem('timeout')).toBe('JOB: There was a problem getting the Job - timeout');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(durationMinutes('2030-01-01T08:00:00Z', '2030-01-01T09:30:30Z')).toBe(90.5);
  });

  it('needs a time_id to tag off and defaults warn_on_add_inventory to true', () => {
    expect(ZJobTagOff.safeParse({ job_id: 1 }).success).toBe(false);
    const type = ZJobTypeInput.parse({ job_type: 'MFG', job_type_name: 'Manufacturing' });
    expect(type).toMatchObject({ entity: 'inventory', warn_on_add_inventory: true });
  });
});

describe('floor job screen: tagged on from the mirror and the outbox', () => {
  const entry = (
    id: string,
    action: string,
    data: Record<string, unknown>,
    status: TOutboxEntry['status'] = 'pending',
  ): TOutboxEntry => ({
    id,
    site_id: 'SXD',
    user_id: 'floor',
    service: 'job',
    entity: 'job',
    action,
    data: { job_id: 7, ...data },
    kind: 'job',
    label: action,
    status,
    attempts: 0,
    created_at: '2030-01-01T08:00:00Z',
  });
  const mirrorOpen = {
    key: 't1',
    time_id: 't1',
    job_id: 7,
    user_id: 'FLOOR',
    start_timestamp: '2030-01-01T07:00:00Z',
    end_timestamp: null,
  };

  it('shows a mirror timesheet, and an offline tag-on as pending until its tag-off', () => {
    expect(openTimesheets([mirrorOpen], [], [], 'floor')).toEqual([
      { time_id: 't1', start: '2030-01-01T07:00:00Z', pending: false },
    ]);
    const on = entry('e1', 'tag_on', { time_id: 't2', start_timestamp: '2030-01-01T08:00:00Z' });
    const open = openTimesheets([], [on], [on], 'floor');
    expect(open.map((t) => [t.time_id, t.pending])).toEqual([['t2', true]]);
    const off = entry('e2', 'tag_off', { time_id: 't2' });
    expect(openTimesheets([], [on, off], [on, off], 'floor')).toEqual([]);
  });

  it('keeps an accepted tag-on until the mirror catches up; a refused one counts for nothing', () => {
    const on = entry('e1', 'tag_on', { time_id: 't2' });
    expect(openTimesheets([], [], [on], 'floor').map((t) => [t.time_id, t.pending])).toEqual([
      ['t2', false],
    ]);
    const refused = entry('e3', 'tag_on', { time_id: 't3' }, 'attention');
    expect(openTimesheets([], [refused], [refused], 'floor')).toEqual([]);
    const closedInMirror = { ...mirrorOpen, time_id: 't2', end_timestamp: '2030-01-01T09:00:00Z' };
    expect(openTimesheets([closedInMirror], [], [on], 'floor')).toEqual([]);
    // Someone else's timesheet is not mine.
    expect(openTimesheets([{ ...mirrorOpen, user_id: 'admin' }], [], [], 'floor')).toEqual([]);
  });
});
