import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HELP_EDITOR_ROLES, knowledgeMatches } from '../../../contract';
import { EmptyState, ErrorState, Spinner, TextField, errorText, useSession } from '../../../ui';
import { useArticles } from '../use-knowledge';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-medium text-brand-700 hover:bg-slate-50';

/**
 * /knowledge (document 3 "Knowledge list"): the knowledge base's articles by title, with their
 * description, group, category and tags; a search narrows them. An article opens on its page.
 */
export default function KnowledgeListScreen() {
  const list = useArticles();
  const session = useSession();
  const [term, setTerm] = useState('');
  const canEdit = Boolean(session && HELP_EDITOR_ROLES.includes(session.user.role));
  const shown = (list.data ?? []).filter((a) => knowledgeMatches(a, term));
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Knowledge</h1>
        {canEdit && (
          <Link to="/knowledge/article" className={linkClass}>
            New article
          </Link>
        )}
      </div>
      <TextField
        label="Search articles"
        name="knowledge-search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      {list.isPending ? (
        <Spinner showLabel label="Loading articles" />
      ) : list.error ? (
        <ErrorState title={errorText(list.error)}>
          <button className="min-h-11 underline" onClick={() => void list.refetch()}>
            Try again
          </button>
        </ErrorState>
      ) : shown.length === 0 ? (
        <EmptyState title={term ? 'No articles match the search' : 'No articles yet'} />
      ) : (
        <ul aria-label="Articles" className="flex flex-col gap-3">
          {shown.map((a) => (
            <li key={a.document_id} className="rounded-xl border border-slate-200 p-4">
              <Link
                to={`/knowledge/article?id=${encodeURIComponent(a.document_id)}`}
                className="text-lg font-semibold text-brand-700 hover:underline"
              >
                {a.title}
              </Link>
              {a.short_description && <p className="text-slate-700">{a.short_description}</p>}
              <p className="mt-1 text-sm text-slate-600">
                {[a.group, a.category, a.sub_category].filter(Boolean).join(' › ')}
                {a.tags.length > 0 && ` · ${a.tags.join(', ')}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
