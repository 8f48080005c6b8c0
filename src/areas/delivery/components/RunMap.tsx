import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Polyline, Tooltip } from 'react-leaflet';
import type { TDeliveryMap } from '../../../contract';

/** A lettered marker drawn in HTML (no marker images to fetch). */
const letterIcon = (text: string, complete: boolean) =>
  L.divIcon({
    className: '',
    html: `<span data-marker="${text}" style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:9999px;font-weight:700;color:#fff;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.4);background:${complete ? '#15803d' : '#b45309'}">${text}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
const depotIcon = L.divIcon({
  className: '',
  html: '<span data-marker="DC" style="display:flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:6px;font-weight:700;color:#fff;background:#1e3a8a;border:2px solid #fff">DC</span>',
  iconSize: [32, 32],
  iconAnchor: [16, 16],
});

/**
 * The run on a map: the warehouse (start and end), the stops lettered A, B, C... by sequence
 * (green complete, amber upcoming) and the route line. No tile layer: the map needs no
 * outside server, the markers and line show on a plain background.
 */
export default function RunMap({ map }: { map: TDeliveryMap }) {
  const placed = map.stops.filter((s) => s.lat != null && s.lng != null);
  const line: [number, number][] = [
    [map.depot.lat, map.depot.lng],
    ...placed.map((s) => [s.lat!, s.lng!] as [number, number]),
    [map.depot.lat, map.depot.lng],
  ];
  const bounds = L.latLngBounds(line).pad(0.1);
  return (
    <section aria-label="Run map">
      <MapContainer
        bounds={bounds}
        className="h-96 w-full rounded-lg bg-slate-100 ring-1 ring-slate-200"
        attributionControl={false}
      >
        <Polyline positions={line} pathOptions={{ color: '#1d4ed8', weight: 3 }} />
        <Marker position={[map.depot.lat, map.depot.lng]} icon={depotIcon}>
          <Tooltip>{`Warehouse: ${map.depot.address}`}</Tooltip>
        </Marker>
        {placed.map((s) => (
          <Marker
            key={s.sales_order_header_id}
            position={[s.lat!, s.lng!]}
            icon={letterIcon(s.marker, s.completed)}
          >
            <Tooltip>{`${s.marker}: ${s.customer_name} (${s.status}) ${s.expected_time}`}</Tooltip>
          </Marker>
        ))}
      </MapContainer>
    </section>
  );
}
