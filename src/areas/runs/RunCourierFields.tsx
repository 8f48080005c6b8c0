import { useQuery } from '@tanstack/react-query';
import { callResults } from '../../api';
import { COURIER_CALLS, type TCourierRow } from '../../contract';
import { runKeys } from './keys';
import { CourierServiceSelect, Select, useSiteId, type FieldErrors } from '../../ui';

/** The site's couriers, for the run's courier choice. */
function useSiteCouriers() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: runKeys.couriers(siteId),
    queryFn: (): Promise<TCourierRow[]> =>
      callResults(COURIER_CALLS.list, {}, { quietErrors: true }),
    enabled: siteId !== '',
    staleTime: 60_000,
  });
}

/**
 * A run's courier and courier service: the courier from the site's couriers, the service from
 * that courier's services with 'Best Rate' (the empty value) first. A code saved before that
 * is not a courier of the site is still shown as it is.
 */
export function RunCourierFields({
  courier,
  service,
  errors,
  readOnly,
  onChange,
}: {
  courier: string;
  service: string;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: (courier: string, service: string) => void;
}) {
  const couriers = useSiteCouriers();
  const options = (couriers.data ?? []).map((c) => ({
    value: c.courier,
    label: c.courier_name ? `${c.courier} - ${c.courier_name}` : c.courier,
  }));
  if (courier && !options.some((o) => o.value === courier))
    options.unshift({ value: courier, label: courier });
  return (
    <div className="grid grid-cols-2 gap-3">
      <Select
        label="Courier"
        name="courier"
        value={courier}
        placeholder="None"
        options={options}
        errors={errors}
        disabled={readOnly}
        onChange={(next) => onChange(next, next === courier ? service : '')}
      />
      <CourierServiceSelect
        label="Courier service"
        name="courier_service"
        value={service}
        errors={errors}
        disabled={readOnly || !courier}
        {...(courier ? { courier } : {})}
        onChange={(code) => onChange(courier, code)}
      />
    </div>
  );
}
