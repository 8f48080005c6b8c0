import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  can,
  TASK_STATUS_VARIANTS,
  ZTaskForm,
  blankTaskForm,
  formatTaskTime,
  scheduleLabel,
  taskVariant,
  toTaskForm,
  type TTask,
  type TTaskForm,
  type TTaskStatus,
} from '../../../contract';
import {
  Button,
  RecordListPanel,
  StatusBadge,
  useNavContext,
  useSiteZone,
  useWorkContext,
  validateWith,
} from '../../../ui';
import { deleteTask, runTaskNow, saveTask } from '../api';
import { useTasks } from '../use-tasks';
import { TaskForm } from './TaskForm';

const column = createColumnHelper<TTask>();
const validate = validateWith<TTaskForm>(ZTaskForm);

/**
 * /admin/taskmaster (Task Master, document 3 sections 2-4): the site's scheduled tasks with
 * schedule, description, is active, last ran ('Never' when blank) and locked time; locked
 * rows in warning, missed runs in warning, failed or overrun runs in danger. View, add, edit
 * and delete in the modal.
 */
export default function TaskMasterScreen() {
  const context = useWorkContext();
  const zone = useSiteZone();
  const list = useTasks();
  const { permissions } = useNavContext();
  const [starting, setStarting] = useState<string | null>(null);
  if (!context) return null;
  const mayRun = can(permissions, 'admin', 'update');
  const runNow = async (task: TTask) => {
    setStarting(task.task_id);
    try {
      await runTaskNow(task);
      await list.refetch();
    } catch {
      // The call's alert says why.
    } finally {
      setStarting(null);
    }
  };

  const columns = [
    column.accessor('schedule', { header: 'Schedule', cell: (c) => scheduleLabel(c.getValue()) }),
    column.accessor('description', { header: 'Description', meta: { wrap: true } }),
    column.accessor('active', { header: 'Is Active', cell: (c) => (c.getValue() ? 'Yes' : 'No') }),
    column.accessor('last_ran', {
      header: 'Last Ran',
      cell: (c) => formatTaskTime(c.getValue(), zone),
    }),
    column.accessor('locked_time', {
      header: 'Locked Time',
      cell: (c) => (c.getValue() ? formatTaskTime(c.getValue(), zone) : ''),
    }),
    column.accessor('last_status', {
      header: 'Last Status',
      cell: (c) => {
        const status = c.getValue() as TTaskStatus | null;
        return status ? (
          <span title={c.row.original.last_error ?? undefined}>
            <StatusBadge variant={TASK_STATUS_VARIANTS[status]}>{status}</StatusBadge>
          </span>
        ) : null;
      },
    }),
    ...(mayRun
      ? [
          column.display({
            id: 'run_now',
            header: 'Run',
            cell: ({ row }) => (
              <Button
                variant="secondary"
                disabled={!row.original.active || starting === row.original.task_id}
                aria-label={`Run now: ${row.original.description || row.original.task_id}`}
                onClick={(e) => {
                  e.stopPropagation();
                  void runNow(row.original);
                }}
              >
                Run now
              </Button>
            ),
          }),
        ]
      : []),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Task Master</h1>
      <RecordListPanel<TTask, TTaskForm>
        label="Tasks"
        noun="task"
        countNoun={['task', 'tasks']}
        module="admin"
        list={list}
        columns={columns}
        getRowId={(t) => t.task_id}
        rowVariant={taskVariant}
        emptyMessage="No tasks yet"
        blank={() => blankTaskForm(zone)}
        toForm={(t) => toTaskForm(t, zone)}
        name={(t) => t.description || t.lambda}
        describe={(t) => t.description || t.task_id}
        validate={validate}
        save={(form) => saveTask(form, context.site_id)}
        remove={deleteTask}
        size="lg"
        fields={(item, errors, editor) => <TaskForm item={item} errors={errors} editor={editor} />}
      />
    </main>
  );
}
