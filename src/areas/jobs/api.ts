import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction, callResults } from '../../api';
import {
  JOB_CALLS,
  JOB_MESSAGES as M,
  JOB_TYPE_CALLS,
  type TJob,
  type TJobDetail,
  type TJobListRequest,
  type TJobMoveRequest,
  type TJobTagOffRequest,
  type TJobTagOnRequest,
  type TJobType,
  type TJobTypeFilter,
  type TJobTypeForm,
} from '../../contract';
import { useAreaContext, useRecordQuery, useSearchListQuery, refusedOr } from '../../ui';
import { jobKeys } from './keys';

export async function fetchJobs(q: TJobListRequest): Promise<TJob[]> {
  try {
    return await callResults(JOB_CALLS.list, q, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.getProblem);
  }
}

export async function fetchJob(jobId: number): Promise<TJobDetail> {
  try {
    const [job] = await callResults(JOB_CALLS.get, { job_id: jobId }, { quietErrors: true });
    return job!;
  } catch (e) {
    throw refusedOr(e, M.getProblem);
  }
}

type JobWrite =
  | { action: 'tag_on'; data: TJobTagOnRequest }
  | { action: 'tag_off'; data: TJobTagOffRequest }
  | { action: 'move'; data: TJobMoveRequest };

/** A tag-on, tag-off or move from the office screen (online): the job as it is after it. */
export async function writeJob(write: JobWrite): Promise<TJobDetail> {
  try {
    const opts = { quietErrors: true, blocking: true, request_id: crypto.randomUUID() };
    const answer =
      write.action === 'tag_on'
        ? await callAction(JOB_CALLS.tag_on, write.data, opts)
        : write.action === 'tag_off'
          ? await callAction(JOB_CALLS.tag_off, write.data, opts)
          : await callAction(JOB_CALLS.move, write.data, opts);
    return answer.results[0]!;
  } catch (e) {
    throw refusedOr(e, M.updateProblem);
  }
}

export async function fetchJobTypes(filter: TJobTypeFilter): Promise<TJobType[]> {
  try {
    return await callResults(JOB_TYPE_CALLS.list, { filter }, { quietErrors: true });
  } catch (e) {
    throw refusedOr(e, M.jobTypeGetProblem);
  }
}

export async function saveJobType(form: TJobTypeForm): Promise<void> {
  try {
    await callAction(
      JOB_TYPE_CALLS.check,
      { items: [{ ...form, job_type_id: form.job_type_id ?? undefined }] },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, M.jobTypeUpdateProblem);
  }
}

export async function deleteJobType(type: TJobType): Promise<void> {
  try {
    await callAction(
      JOB_TYPE_CALLS.delete,
      { job_type_id: type.job_type_id },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.jobTypeDeleteProblem);
  }
}

// ---- hooks -----------------------------------------------------------------------------------

export const useJobContext = () => useAreaContext('jobs', jobKeys.all);

export function useJobs(q: TJobListRequest) {
  const { siteId } = useJobContext();
  return useSearchListQuery(
    jobKeys.list(siteId, q),
    () => fetchJobs(q),
    siteId !== '' && !!q.warehouse,
  );
}

export function useJob(jobId: number) {
  const { siteId } = useJobContext();
  return useRecordQuery(
    jobKeys.job(siteId, jobId),
    () => fetchJob(jobId),
    siteId !== '' && jobId > 0,
  );
}

export function useJobTypes(filter: TJobTypeFilter) {
  const { siteId } = useJobContext();
  return useSearchListQuery(
    jobKeys.types(siteId, filter),
    () => fetchJobTypes(filter),
    siteId !== '',
  );
}

/** Tag on, tag off, record a move: the job's page shows the answer, its lists load again. */
export function useJobWrite(jobId: number) {
  const { siteId } = useJobContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.job(siteId, jobId), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists(siteId) });
    },
  });
}
