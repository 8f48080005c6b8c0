import { callAction, callResults } from '../../../api';
import {
  REPORT_BUILDER_CALLS,
  REPORT_SCHEDULE_CALLS,
  type TBuilderDefinition,
  type TBuiltReportAnswer,
  type TBuiltReportInput,
  type TReportResult,
  type TReportSchedule,
  type TReportScheduleInput,
} from '../../../contract';

/** Run a builder definition without saving it. */
export async function previewBuilt(definition: TBuilderDefinition): Promise<TReportResult> {
  const [result] = await callResults(
    REPORT_BUILDER_CALLS.preview,
    { definition },
    { quietErrors: true },
  );
  return result!;
}

export async function saveBuilt(report: TBuiltReportInput): Promise<void> {
  await callAction(REPORT_BUILDER_CALLS.save, report, { quietErrors: true, blocking: true });
}

/** Delete a built report and its schedules. */
export async function deleteBuilt(report: string): Promise<void> {
  await callAction(REPORT_BUILDER_CALLS.delete, { report }, { quietErrors: true });
}

/** A built report of the site with its definition (null when it was not built). */
export async function fetchBuilt(report: string): Promise<TBuiltReportAnswer | null> {
  const found = await callResults(
    REPORT_BUILDER_CALLS.get,
    { report },
    { quietErrors: true },
  ).catch(() => []);
  return found[0] ?? null;
}

export const fetchSchedules = (report: string): Promise<TReportSchedule[]> =>
  callResults(REPORT_SCHEDULE_CALLS.list, { report }, { quietErrors: true });

export async function saveSchedule(input: TReportScheduleInput): Promise<TReportSchedule> {
  const [saved] = await callResults(REPORT_SCHEDULE_CALLS.save, input, { quietErrors: true });
  return saved!;
}

export async function deleteSchedule(taskId: string): Promise<void> {
  await callAction(REPORT_SCHEDULE_CALLS.delete, { task_id: taskId }, { quietErrors: true });
}
