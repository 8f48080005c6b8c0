import { requestJson } from '../api/http';
import { getSession } from '../api/session';
import {
  BATCH_MAX_CALLS,
  MIRROR_CALLS,
  ZEnvelopeAnswer,
  type TBatchReply,
  type TBatchRequest,
  type TMirrorPullAnswer,
  type TMirrorPullRequest,
} from '../contract';

/** One answer of a batch as a pull page, or null when it is not one (asked again alone). */
function pageOf(answer: TBatchReply['answers'][number] | undefined): TMirrorPullAnswer | null {
  if (!answer || answer.status !== 200) return null;
  const parsed = ZEnvelopeAnswer.safeParse(answer.body);
  if (!parsed.success || !parsed.data.success) return null;
  return (parsed.data.results[0] as TMirrorPullAnswer | undefined) ?? null;
}

/** One batch of pulls; every answer null when the batch itself failed. */
async function pullBatch(
  site: string,
  requests: TMirrorPullRequest[],
): Promise<(TMirrorPullAnswer | null)[]> {
  const { service, entity, action } = MIRROR_CALLS.pull;
  const userId = getSession()?.user.user_id;
  const batch: TBatchRequest = {
    calls: requests.map((data) => ({
      service,
      envelope: { site_id: site, user_id: userId, entity, action, data },
    })),
  };
  try {
    const { status, body } = await requestJson('POST', '/batch/', batch, { background: true });
    const answers = status === 200 ? (body as Partial<TBatchReply> | null)?.answers : undefined;
    return requests.map((_, i) => pageOf(Array.isArray(answers) ? answers[i] : undefined));
  } catch {
    return requests.map(() => null);
  }
}

/**
 * The first page of several entities' pulls in one round trip (`POST /api/batch/`, at most
 * BATCH_MAX_CALLS a batch): a page per request, in order. A request the batch did not
 * answer with a page (refused, not run, the network) answers null: the caller asks for it
 * alone, which reports its error as a single pull does.
 */
export async function pullFirstPages(
  site: string,
  requests: TMirrorPullRequest[],
): Promise<(TMirrorPullAnswer | null)[]> {
  const batches: Promise<(TMirrorPullAnswer | null)[]>[] = [];
  for (let i = 0; i < requests.length; i += BATCH_MAX_CALLS) {
    batches.push(pullBatch(site, requests.slice(i, i + BATCH_MAX_CALLS)));
  }
  return (await Promise.all(batches)).flat();
}
