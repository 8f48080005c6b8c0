import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  KNOWLEDGE_MESSAGES as M,
  HELP_EDITOR_ROLES,
  knowledgeIdFromTitle,
  type TKnowledgeAnswer,
} from '../../../contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FormError,
  Spinner,
  TextField,
  errorText,
  useSession,
} from '../../../ui';
import { sanitizeRichText } from '../../../ui/help/sanitize';
import { deleteArticle, saveArticle } from '../api';
import { knowledgeKeys } from '../keys';
import { useArticle } from '../use-knowledge';

const RichTextEditor = lazy(() => import('../../../ui/help/HelpEditor'));

type Form = {
  document_id: string;
  title: string;
  short_description: string;
  tags: string;
  group: string;
  category: string;
  sub_category: string;
};

const toForm = (a: TKnowledgeAnswer | null): Form => ({
  document_id: a?.document_id ?? '',
  title: a?.title ?? '',
  short_description: a?.short_description ?? '',
  tags: a?.tags.join(', ') ?? '',
  group: a?.group ?? '',
  category: a?.category ?? '',
  sub_category: a?.sub_category ?? '',
});

/**
 * /knowledge/article?id= (document 3 "Knowledge article"): one article, its rich text
 * sanitised on display; the provider edits it (title, description, tags, group, category, sub
 * category and the text). Without an id it is a new article.
 */
export default function KnowledgeArticleScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useArticle(id);
  if (id === '') return <ArticlePage article={null} />;
  if (article.isPending) return <Spinner showLabel label="Loading article" />;
  if (article.error)
    return (
      <main className="mx-auto max-w-4xl px-4 py-6">
        <ErrorState title={errorText(article.error)} />
      </main>
    );
  if (!article.data)
    return (
      <main className="mx-auto max-w-4xl px-4 py-6">
        <EmptyState title={M.notFound}>
          <Link to="/knowledge" className="underline">
            All articles
          </Link>
        </EmptyState>
      </main>
    );
  return <ArticlePage key={article.data.updated_at} article={article.data} />;
}

function ArticlePage({ article }: { article: TKnowledgeAnswer | null }) {
  const session = useSession();
  const canEdit = Boolean(session && HELP_EDITOR_ROLES.includes(session.user.role));
  const [editing, setEditing] = useState(article === null);
  const [form, setForm] = useState<Form>(toForm(article));
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const set = (field: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const save = async (html: string) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveArticle({
        document_id: form.document_id || knowledgeIdFromTitle(form.title),
        title: form.title,
        short_description: form.short_description,
        tags: form.tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        group: form.group,
        category: form.category,
        sub_category: form.sub_category,
        content: html,
      });
      await queryClient.invalidateQueries({ queryKey: knowledgeKeys.all });
      setEditing(false);
      navigate(`/knowledge/article?id=${encodeURIComponent(saved.document_id)}`, {
        replace: true,
      });
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  if (editing) {
    return (
      <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-slate-900">
          {article ? `Edit ${article.title}` : 'New article'}
        </h1>
        <FormError message={failure} />
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <TextField
            label="Title"
            name="title"
            value={form.title}
            onChange={set('title')}
            required
          />
          <TextField
            label="Short description"
            name="short_description"
            value={form.short_description}
            onChange={set('short_description')}
          />
          <TextField label="Group" name="group" value={form.group} onChange={set('group')} />
          <TextField
            label="Category"
            name="category"
            value={form.category}
            onChange={set('category')}
          />
          <TextField
            label="Sub category"
            name="sub_category"
            value={form.sub_category}
            onChange={set('sub_category')}
          />
          <TextField
            label="Tags"
            name="tags"
            hint="Separated by commas"
            value={form.tags}
            onChange={set('tags')}
          />
        </div>
        <Suspense fallback={<Spinner showLabel label="Loading editor" />}>
          <RichTextEditor
            label="Article text"
            initialHtml={article?.content ?? ''}
            saving={saving}
            onSave={(html) => void save(html)}
            onClose={() => (article ? setEditing(false) : navigate('/knowledge'))}
          />
        </Suspense>
      </main>
    );
  }

  if (!article) return null;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <Link to="/knowledge" className="text-brand-700 hover:underline">
        ‹ All articles
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{article.title}</h1>
          {article.short_description && (
            <p className="text-slate-700">{article.short_description}</p>
          )}
          <p className="text-sm text-slate-600">
            {[article.group, article.category, article.sub_category].filter(Boolean).join(' › ')}
            {article.tags.length > 0 && ` · ${article.tags.join(', ')}`}
          </p>
        </div>
        {canEdit && (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </div>
        )}
      </div>
      {article.content.trim() === '' ? (
        <p aria-label="Article" className="rounded-xl border border-slate-200 p-4 text-slate-700">
          {M.notFound}
        </p>
      ) : (
        <article
          aria-label="Article"
          className="rich-text rounded-xl border border-slate-200 p-4"
          // Sanitised again on display: the store may hold text saved before the rules changed.
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(article.content) }}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete article"
        message={`Delete the article '${article.title}'?`}
        confirmLabel="Delete"
        onConfirm={async () => {
          await deleteArticle(article.document_id);
          await queryClient.invalidateQueries({ queryKey: knowledgeKeys.all });
          navigate('/knowledge', { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
    </main>
  );
}
