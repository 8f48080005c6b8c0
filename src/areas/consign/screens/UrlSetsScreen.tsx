import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  can,
  DEFAULT_URL_SET_PLATFORM,
  URL_SET_PLATFORMS,
  ZUrlSetItem,
  type TUrlSetPlatform,
  type TUrlSetRow,
  type TUrlSetTest,
} from '../../../contract';
import {
  Button,
  RecordFieldInput,
  RecordListPanel,
  TextField,
  validateWith,
  type RecordField,
  type RecordFields,
  useNavContext,
} from '../../../ui';
import { deleteUrlSet, saveUrlSet, testUrlSet } from '../api';
import { consignKeys } from '../keys';
import { useUrlSets } from '../use-consign';
import { CourierLinksPanel } from './CourierLinksPanel';

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
const baseColumns = [
  column.accessor('platform', { header: 'Platform' }),
  column.accessor('url_set', { header: 'URL Set' }),
  column.accessor('description', { header: 'Description' }),
];

/** What the last connection test of a URL set answered. */
type Tested = { state: 'testing' } | { state: 'done'; result: TUrlSetTest | undefined };

function testedText(t: Tested | undefined): string {
  if (!t) return '';
  if (t.state === 'testing') return 'Testing…';
  if (!t.result) return 'Not tested';
  return t.result.ok ? `Connected (${t.result.ms} ms)` : 'Failed';
}

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
 * (Platform, URL Set, Description); add, edit, delete, test a connection. The key is never
 * shown. Below, the couriers and the URL set that books each.
 */
export default function UrlSetsScreen() {
  const list = useUrlSets();
  const queryClient = useQueryClient();
  const { permissions } = useNavContext();
  const mayTest = can(permissions, 'admin', 'update');
  const [tested, setTested] = useState<Record<string, Tested>>({});

  const test = async (urlSet: string) => {
    setTested((t) => ({ ...t, [urlSet]: { state: 'testing' } }));
    let result: TUrlSetTest | undefined;
    try {
      result = await testUrlSet(urlSet);
    } catch {
      // alerted by the call
    }
    setTested((t) => ({ ...t, [urlSet]: { state: 'done', result } }));
  };
  const columns = mayTest
    ? [
        ...baseColumns,
        column.display({
          id: 'connection',
          header: 'Connection',
          cell: ({ row }) => {
            const name = row.original.url_set;
            const t = tested[name];
            return (
              <div className="flex items-center gap-2">
                <Button
                  variant="ghost"
                  disabled={t?.state === 'testing'}
                  onClick={(e) => {
                    e.stopPropagation();
                    void test(name);
                  }}
                >
                  Test connection
                </Button>
                <span role="status" className="text-sm text-slate-600">
                  {testedText(t)}
                </span>
              </div>
            );
          },
        }),
      ]
    : baseColumns;
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
      <CourierLinksPanel urlSets={list.data ?? []} />
    </main>
  );
}
