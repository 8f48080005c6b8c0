import { useState } from 'react';
import {
  parseSampleData,
  sampleTemplateData,
  todayIn,
  type TTemplate,
  type TTemplateRendered,
} from '../../../contract';
import { Button, FormField, controlClass, errorText, useSiteZone } from '../../../ui';
import { renderDraft } from '../api';

type Outcome = { rendered: TTemplateRendered } | { error: string } | null;

/**
 * "Try it": render the template as it stands in the form (saved or not) with sample data the
 * user edits, through the server's sandbox; shows the output or the error with its line.
 */
export function TryItPanel({ item }: { item: TTemplate }) {
  const zone = useSiteZone();
  const [sample, setSample] = useState(() => sampleTemplateData(todayIn(zone)));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const tryIt = async () => {
    const parsed = parseSampleData(sample);
    if (!parsed.ok) {
      setOutcome({ error: parsed.message });
      return;
    }
    setBusy(true);
    try {
      const rendered = await renderDraft(
        {
          jinja_template: item.jinja_template,
          email_subject: item.email_subject,
          email_body: item.email_body,
          label: item.label,
          entity: item.entity,
        },
        parsed.data,
      );
      setOutcome({ rendered });
    } catch (e) {
      setOutcome({ error: errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label="Try it"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
    >
      <h3 className="font-semibold text-slate-900">Try it</h3>
      <FormField
        label="Sample data (JSON)"
        hint="printed_time and printed_user are added by the server"
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            spellCheck={false}
            value={sample}
            onChange={(e) => setSample(e.target.value)}
            className={controlClass(false, 'font-mono text-sm')}
          />
        )}
      </FormField>
      <div>
        <Button
          variant="secondary"
          onClick={() => void tryIt()}
          disabled={busy || item.jinja_template.trim() === ''}
          aria-busy={busy || undefined}
        >
          {busy ? 'Rendering…' : 'Render'}
        </Button>
      </div>
      {outcome && 'error' in outcome && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {outcome.error}
        </p>
      )}
      {outcome && 'rendered' in outcome && (
        <div className="flex flex-col gap-2" role="status" aria-label="Rendered output">
          <pre className="max-h-64 overflow-auto rounded bg-slate-100 p-3 font-mono text-sm whitespace-pre-wrap">
            {outcome.rendered.print_string}
          </pre>
          {(outcome.rendered.email_subject || outcome.rendered.email_body) && (
            <div className="rounded bg-slate-50 p-3 text-sm">
              <p className="font-medium">{outcome.rendered.email_subject}</p>
              <p className="whitespace-pre-wrap">{outcome.rendered.email_body}</p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
