import type { TMessage } from '../../../contract';

/** Why the warehouse was not saved: an alert listing each refusal, none when empty. */
export function WarehouseSaveFailures({ failures }: { failures: TMessage[] }) {
  if (!failures.length) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">The warehouse was not saved</p>
      <ul className="list-disc pl-5">
        {failures.map((f, i) => (
          <li key={i}>
            <strong>{f.message}</strong>
            {f.exception ? ` - ${f.exception}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
