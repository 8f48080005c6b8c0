import { callAction, callResults } from '../../api';
import { HELP_VIEWS, HELP_DOCUMENT_TYPE, HELP_SITE_DOCUMENT } from '../../contract';

export type THelpText = { help_context: string; title: string; help_text: string };

export const helpKeys = {
  all: ['help'] as const,
  context: (context: string) => ['help', context] as const,
};

/** The help for a context, or null when none has been entered. */
export async function fetchHelp(context: string): Promise<THelpText | null> {
  const [help] = await callResults(HELP_VIEWS.get, {
    site_document: HELP_SITE_DOCUMENT,
    document_id: context,
  });
  return help ?? null;
}

/** Save the help for a context (provider and wms roles only; the server checks). */
export async function saveHelp(context: string, title: string, helpText: string): Promise<void> {
  await callAction(
    HELP_VIEWS.add,
    {
      item: {
        document_type: HELP_DOCUMENT_TYPE,
        site_document: HELP_SITE_DOCUMENT,
        document_id: context,
        help_context: context,
        title,
        help_text: helpText,
      },
    },
    { blocking: true },
  );
}
