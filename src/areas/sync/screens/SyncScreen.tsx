import { useState } from 'react';
import {
  DISPLAY_TIME_FORMAT,
  OUTBOX_KIND_LABELS,
  OUTBOX_MESSAGES as M,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUS_VARIANTS,
  formatInZone,
  type TOutboxEntry,
} from '../../../contract';
import { discardEntry, flushOutbox, resendEntry, useOutbox } from '../../../offline/outbox';
import { handOverWrites, othersWaiting } from '../../../offline/outbox-owners';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Spinner,
  Notice,
  StatusBadge,
  useSession,
  useSiteZone,
} from '../../../ui';
import { EntryEditor } from '../components/EntryEditor';
import { MirrorPanel } from '../components/MirrorPanel';

function EntryRow({
  entry,
  zone,
  me,
  onOpen,
}: {
  entry: TOutboxEntry;
  zone: string;
  /** The signed-in user: another user's write says whose it is. */
  me: string;
  onOpen?: () => void;
}) {
  return (
    <li
      data-testid="outbox-entry"
      data-status={entry.status}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-3"
    >
      <StatusBadge variant={OUTBOX_STATUS_VARIANTS[entry.status]}>
        {OUTBOX_STATUS_LABELS[entry.status]}
      </StatusBadge>
      <span className="text-sm text-slate-600">{OUTBOX_KIND_LABELS[entry.kind]}</span>
      <span className="min-w-0 flex-1 text-lg font-medium">{entry.label}</span>
      <span className="text-sm text-slate-600">
        {formatInZone(entry.created_at, zone, DISPLAY_TIME_FORMAT)}
      </span>
      {entry.user_id.toLowerCase() !== me.toLowerCase() && (
        <span className="text-sm font-semibold text-amber-900" data-testid="outbox-entry-owner">
          {M.madeBy(entry.user_id)}
        </span>
      )}
      <span className="text-sm text-slate-600">
        {entry.attempts} {entry.attempts === 1 ? 'attempt' : 'attempts'}
      </span>
      {entry.error && (
        <p className="w-full font-medium text-red-800" data-testid="outbox-entry-error">
          {entry.error}
        </p>
      )}
      {onOpen && (
        <Button variant="secondary" onClick={onOpen}>
          Open
        </Button>
      )}
    </li>
  );
}

/**
 * /sync: the writes waiting on this device, in order, and the ones the server refused, to
 * correct and resend or to discard (asks first). "Send now" flushes at once.
 */
export default function SyncScreen() {
  const outbox = useOutbox();
  const zone = useSiteZone();
  const [openId, setOpenId] = useState<string | null>(null);
  const [discardId, setDiscardId] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [handingOver, setHandingOver] = useState<{ user: string; count: number } | null>(null);
  const me = useSession()?.user.user_id ?? '';

  const waiting = outbox.entries.filter((e) => e.status !== 'attention');
  const refused = outbox.entries.filter((e) => e.status === 'attention');
  const open = refused.find((e) => e.id === openId) ?? null;
  const toDiscard = outbox.entries.find((e) => e.id === discardId) ?? null;
  const others = othersWaiting(outbox.entries, me);

  const sendNow = async () => {
    setSendError(null);
    try {
      const result = await flushOutbox();
      if (result?.stopped === 'network') setSendError(M.offline);
      else if (result?.stopped === 'server') setSendError('The server is not answering; retrying.');
    } catch (e) {
      setSendError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 p-4">
      <header className="flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-semibold">Sync</h1>
        <span className="text-slate-700">
          {outbox.online ? M.online : M.offline} · {M.pending(outbox.pending)} ·{' '}
          {outbox.lastSyncAt
            ? M.lastSync(formatInZone(outbox.lastSyncAt, zone, DISPLAY_TIME_FORMAT))
            : M.neverSynced}
        </span>
        <Button
          className="ml-auto"
          onClick={() => void sendNow()}
          disabled={outbox.sending || outbox.pending === 0}
          data-testid="send-now"
        >
          {outbox.sending ? M.sending : M.sendNow}
        </Button>
      </header>
      {sendError && <ErrorState title={sendError} />}
      {outbox.needsSignIn && <ErrorState title={M.signInToSend} />}
      {others.map((o) => (
        <div key={o.user} className="flex flex-wrap items-center gap-3">
          <Notice>{M.othersWaiting(o.count, o.user)}</Notice>
          <Button variant="secondary" onClick={() => setHandingOver(o)}>
            {M.handOver}
          </Button>
        </div>
      ))}

      {outbox.loading ? (
        <Spinner />
      ) : outbox.entries.length === 0 ? (
        <EmptyState title={M.nothingWaiting} />
      ) : (
        <>
          {refused.length > 0 && (
            <section aria-labelledby="sync-attention-title" className="flex flex-col gap-2">
              <h2 id="sync-attention-title" className="text-xl font-semibold text-red-800">
                {M.attention(refused.length)}
              </h2>
              <p className="text-slate-700">{M.attentionHelp}</p>
              <ol className="flex flex-col gap-2">
                {refused.map((entry) => (
                  <EntryRow
                    key={entry.id}
                    entry={entry}
                    zone={zone}
                    me={me}
                    onOpen={() => setOpenId(entry.id)}
                  />
                ))}
              </ol>
            </section>
          )}
          {waiting.length > 0 && (
            <section aria-labelledby="sync-pending-title" className="flex flex-col gap-2">
              <h2 id="sync-pending-title" className="text-xl font-semibold">
                {M.pending(waiting.length)}
              </h2>
              <p className="text-slate-700">{M.pendingHelp}</p>
              <ol className="flex flex-col gap-2">
                {waiting.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} zone={zone} me={me} />
                ))}
              </ol>
            </section>
          )}
        </>
      )}

      <MirrorPanel zone={zone} />

      {open && !toDiscard && (
        <EntryEditor
          key={open.id}
          entry={open}
          onClose={() => setOpenId(null)}
          onResend={async (data) => {
            await resendEntry(open.id, { data });
            setOpenId(null);
          }}
          onDiscard={() => setDiscardId(open.id)}
        />
      )}
      <ConfirmDialog
        open={handingOver !== null}
        title={M.handOverTitle}
        message={handingOver ? M.handOverBody(handingOver.count, handingOver.user) : ''}
        confirmLabel={M.handOver}
        onConfirm={async () => {
          if (!handingOver || !me) return;
          await handOverWrites(handingOver.user, me);
          await flushOutbox();
        }}
        onClose={() => setHandingOver(null)}
      />
      <ConfirmDialog
        open={toDiscard !== null}
        variant="danger"
        title={M.discardTitle}
        message={toDiscard ? M.discardBody(toDiscard.label) : ''}
        confirmLabel={M.discard}
        onConfirm={async () => {
          if (!toDiscard) return;
          await discardEntry(toDiscard.id);
          setOpenId(null);
        }}
        onClose={() => setDiscardId(null)}
      />
    </main>
  );
}
