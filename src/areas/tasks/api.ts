import { callAction, callResults } from '../../api';
import {
  TASK_CALLS,
  TASK_MASTER_TYPE,
  TASK_MESSAGES,
  TASK_VIEWS,
  taskRecord,
  taskSiteDocument,
  type TTask,
  type TTaskForm,
} from '../../contract';
import { errorText, isRefusal } from '../../ui';

/** The site's tasks (document store, document_type TASK_MASTER). */
export async function fetchTasks(): Promise<TTask[]> {
  try {
    return await callResults(
      TASK_VIEWS.list,
      { expression: 'document_type = :t', values: { ':t': TASK_MASTER_TYPE } },
      { quietErrors: true },
    );
  } catch (e) {
    throw isRefusal(e) ? e : new Error(TASK_MESSAGES.listError(errorText(e)), { cause: e });
  }
}

/** Add a task, or update one that has a task_id. */
export async function saveTask(form: TTaskForm, siteId: string): Promise<void> {
  const record = taskRecord(form, siteId);
  await (form.task_id
    ? callAction(TASK_VIEWS.update, { record }, { quietErrors: true, blocking: true })
    : callAction(TASK_VIEWS.add, { item: record }, { quietErrors: true, blocking: true }));
}

export async function deleteTask(task: TTask): Promise<void> {
  await callAction(
    TASK_VIEWS.delete,
    { site_document: taskSiteDocument(task.site_id), document_id: task.task_id },
    { quietErrors: true },
  );
}

/** Make a task due now (the scheduler runs it within a minute); the answer's info is shown. */
export async function runTaskNow(task: TTask): Promise<void> {
  await callAction(TASK_CALLS.run_now, { task_id: task.task_id });
}
