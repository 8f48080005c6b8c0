import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { HELP_EDITOR_ROLES, MESSAGES } from '../../contract';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { useSession } from '../hooks/use-session';
import { fetchHelp, helpKeys, saveHelp } from './help-api';
import { sanitizeRichText } from './sanitize';

const HelpEditor = lazy(() => import('./HelpEditor'));

export type HelpDialogProps = {
  context: string;
  title: string;
  open: boolean;
  onClose: () => void;
};

/**
 * The help popup: reads the help of a context; help editors switch to the rich-text editor.
 * Its footer links to the knowledge base for the longer articles.
 */
export default function HelpDialog({ context, title, open, onClose }: HelpDialogProps) {
  const session = useSession();
  const canEdit = Boolean(session && HELP_EDITOR_ROLES.includes(session.user.role));
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const help = useQuery({
    queryKey: helpKeys.context(context),
    queryFn: () => fetchHelp(context),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (html: string) => saveHelp(context, help.data?.title || title, html),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: helpKeys.context(context) });
      setEditing(false);
      onClose();
    },
  });

  const heading = (
    <div className="flex items-center justify-between gap-2">
      <span>{help.data?.title || title}</span>
      {canEdit && !editing && (
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label="Edit help"
          className="inline-flex size-11 items-center justify-center rounded-lg text-xl hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          <span aria-hidden="true">✎</span>
        </button>
      )}
    </div>
  );

  if (editing) {
    return (
      <Modal open={open} onClose={onClose} title={heading} size="lg">
        <Suspense fallback={<Spinner label="Loading the editor" />}>
          <HelpEditor
            initialHtml={help.data?.help_text ?? ''}
            saving={save.isPending}
            onSave={(html) => save.mutate(html)}
            onClose={onClose}
          />
        </Suspense>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={heading}
      size="lg"
      footer={
        <>
          <Link
            to="/knowledge"
            onClick={onClose}
            className="mr-auto inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-800"
          >
            Knowledge base
          </Link>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {help.isPending ? (
        <Spinner />
      ) : help.isError ? (
        <p className="text-red-800">{MESSAGES.helpLoadFailed}</p>
      ) : help.data?.help_text ? (
        <div
          className="rich-text"
          data-testid="help-text"
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(help.data.help_text) }}
        />
      ) : (
        <p data-testid="help-text" className="text-slate-700">
          {MESSAGES.helpMissing}
        </p>
      )}
    </Modal>
  );
}
