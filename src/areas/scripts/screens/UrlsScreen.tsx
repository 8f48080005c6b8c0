import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BLANK_SCRIPT_URL,
  URL_TYPE,
  URL_WEB_METHODS,
  ZScriptUrl,
  type TEntityScriptDoc,
  type TScriptUrlForm,
} from '../../../contract';
import { RecordListPanel, useSiteId, validateWith, type RecordField } from '../../../ui';
import { deleteStoreRecord, saveStoreRecord } from '../api';
import { scriptKeys } from '../keys';
import { useStoreRecords } from '../use-scripts';

const column = createColumnHelper<TEntityScriptDoc>();
const columns = [
  column.accessor((r) => r.endpoint ?? r.document_id, { id: 'endpoint', header: 'Endpoint' }),
  column.accessor((r) => r.web_service ?? '', { id: 'web_service', header: 'Web Service' }),
  column.accessor((r) => r.entity ?? '', { id: 'entity', header: 'Entity' }),
  column.accessor((r) => r.action ?? '', { id: 'action', header: 'Action' }),
];
const fields: RecordField<TScriptUrlForm>[] = [
  { text: 'endpoint', label: 'Endpoint', fixed: true },
  {
    select: 'web_service',
    label: 'Web Service',
    options: URL_WEB_METHODS.map((m) => ({ value: m, label: m })),
  },
  {
    pair: [
      { text: 'entity', label: 'Entity' },
      { text: 'action', label: 'Action' },
    ],
  },
];

/**
 * /url (Urls, document 3 §3 "URL (script endpoint)"): the site's script endpoints, each the
 * web method and the entity and action it stands for (document type URL).
 */
export default function UrlsScreen() {
  const siteId = useSiteId();
  const list = useStoreRecords(URL_TYPE);
  const queryClient = useQueryClient();
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Urls</h1>
      <RecordListPanel<TEntityScriptDoc, TScriptUrlForm>
        label="Urls"
        noun="URL"
        countNoun={['URL', 'URLs']}
        module="admin"
        list={list}
        columns={columns}
        getRowId={(r) => r.document_id}
        blank={() => ({ ...BLANK_SCRIPT_URL })}
        toForm={(r) => ({
          endpoint: r.endpoint ?? r.document_id,
          web_service: r.web_service ?? 'POST',
          entity: r.entity ?? '',
          action: r.action ?? '',
        })}
        name={(r) => r.endpoint}
        describe={(r) => r.endpoint ?? r.document_id}
        validate={validateWith<TScriptUrlForm>(ZScriptUrl)}
        save={(item) => saveStoreRecord(siteId, URL_TYPE, item, 'URL')}
        remove={(row) => deleteStoreRecord(row, 'URL')}
        reload={() => queryClient.invalidateQueries({ queryKey: scriptKeys.all })}
        fields={fields}
        emptyMessage="No URLs yet"
      />
    </main>
  );
}
