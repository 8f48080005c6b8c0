/*
 * Fault injection for the crash tests (never set in production): with
 * WMS_FAULT_KILL_AFTER_COMMIT=<prefix>, a call whose request_id starts with the prefix kills
 * the process (SIGKILL, no cleanup) right after its transaction committed and before the
 * answer is sent, as a power cut or an OOM kill would. The client sees the connection die;
 * its replay of the same envelope must get the stored answer and write nothing again.
 */
export function killAfterCommitIfAsked(requestId: string | undefined): void {
  const prefix = process.env.WMS_FAULT_KILL_AFTER_COMMIT;
  if (!prefix || !requestId || !requestId.startsWith(prefix)) return;
  process.kill(process.pid, 'SIGKILL');
}
