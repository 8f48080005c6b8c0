import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  DEFAULT_URL_SET_PLATFORM,
  URL_SET_PLATFORMS,
  ZUrlSetItem,
  type TUrlSetPlatform,
  type TUrlSetRow,
} from '../../../contract';
import {
  RecordFieldInput,
  RecordListPanel,
  TextField,
  validateWith,
  type RecordField,
  type RecordFields,
} from '../../../ui';
import { deleteUrlSet, saveUrlSet } from '../api';
import { consignKeys } from '../keys';
import { useUrlSets } from '../use-consign';

/** The URL set form: every field a string (the key blank until a new one is typed). */
type UrlSetForm = {
  url_set: string;
  platform: string;
  description: string;
  base_url: string;
  username: string;
  key: string;
  sender_name: string;
  sender_address_1: string;
  sender_town: string;
  sender_state: string;
  sender_postcode: string;
  sender_phone: string;
  sender_email: string;
};

const column = createColumnHelper<TUrlSetRow>();
const columns = [
  column.accessor('platform', { header: 'Platform' }),
  column.accessor('url_set', { header: 'URL Set' }),
  column.accessor('description', { header: 'Description' }),
];

const head: RecordField<UrlSetForm>[] = [
  {
    pair: [
      { text: 'url_set', label: 'URL Set', fixed: true },
      {
        select: 'platform',
        label: 'Platform',
        options: URL_SET_PLATFORMS.map((p) => ({ value: p, label: p })),
      },
    ],
  },
  { text: 'description', label: 'Description' },
  { text: 'base_url', label: 'Base URL' },
  { text: 'username', label: 'Username' },
];
const sender: RecordField<UrlSetForm>[] = [
  { text: 'sender_name', label: 'Sender name' },
  { text: 'sender_address_1', label: 'Sender address' },
  {
    pair: [
      { text: 'sender_town', label: 'Sender town' },
      { text: 'sender_state', label: 'Sender state' },
    ],
  },
  {
    pair: [
      { text: 'sender_postcode', label: 'Sender postcode' },
      { text: 'sender_phone', label: 'Sender phone' },
    ],
  },
  { text: 'sender_email', label: 'Sender email' },
];

/** The key is write-only: a password field, blank keeps the stored key. */
const fields: RecordFields<UrlSetForm> = (item, errors, editor) => (
  <>
    {head.map((f, i) => (
      <RecordFieldInput key={`h${i}`} field={f} item={item} errors={errors} editor={editor} />
    ))}
    <TextField
      label="Key"
      name="key"
      type="password"
      autoComplete="new-password"
      value={item.key}
      errors={errors}
      readOnly={!editor.editing}
      hint={editor.adding ? undefined : 'Leave blank to keep the stored key'}
      onChange={(e) => {
        const key = e.target.value;
        editor.change((f) => ({ ...f, key }));
      }}
    />
    {sender.map((f, i) => (
      <RecordFieldInput key={`s${i}`} field={f} item={item} errors={errors} editor={editor} />
    ))}
  </>
);

const toForm = (r: TUrlSetRow): UrlSetForm => ({
  url_set: r.url_set,
  platform: r.platform,
  description: r.description,
  base_url: r.base_url,
  username: r.username,
  key: '',
  sender_name: r.sender_name,
  sender_address_1: r.sender_address_1,
  sender_town: r.sender_town,
  sender_state: r.sender_state,
  sender_postcode: r.sender_postcode,
  sender_phone: r.sender_phone,
  sender_email: r.sender_email,
});

const blank = (): UrlSetForm => ({
  url_set: '',
  platform: DEFAULT_URL_SET_PLATFORM,
  description: '',
  base_url: '',
  username: '',
  key: '',
  sender_name: '',
  sender_address_1: '',
  sender_town: '',
  sender_state: '',
  sender_postcode: '',
  sender_phone: '',
  sender_email: '',
});

const asPlatform = (p: string): TUrlSetPlatform =>
  URL_SET_PLATFORMS.find((x) => x === p) ?? DEFAULT_URL_SET_PLATFORM;

/**
 * /admin/ofr (Courier Integration, document 3 "URL set"): the carrier platforms' URL sets
 * (Platform, URL Set, Description); add, edit, delete. The key is never shown.
 */
export default function UrlSetsScreen() {
  const list = useUrlSets();
  const queryClient = useQueryClient();
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Courier Integration</h1>
      <RecordListPanel<TUrlSetRow, UrlSetForm>
        label="URL Sets"
        noun="URL set"
        countNoun={['URL set', 'URL sets']}
        module="admin"
        list={list}
        columns={columns}
        getRowId={(r) => r.url_set}
        blank={blank}
        toForm={toForm}
        name={(f) => f.url_set}
        describe={(r) => `${r.url_set} (${r.platform})`}
        validate={validateWith<UrlSetForm>(ZUrlSetItem)}
        save={(f) => saveUrlSet({ ...f, platform: asPlatform(f.platform) })}
        remove={deleteUrlSet}
        reload={() => queryClient.invalidateQueries({ queryKey: consignKeys.all })}
        fields={fields}
        size="lg"
      />
    </main>
  );
}
