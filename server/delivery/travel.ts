/*
 * The one travel model of delivery (no routing service): the great-circle distance between
 * two points, times a road factor for the streets' detour, driven at an urban average speed.
 * The map's leg times and the route optimiser both read travelSeconds.
 */

export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;
/** Roads are about 30 % longer than the straight line in a metropolitan grid. */
export const ROAD_FACTOR = 1.3;
/** Average urban driving speed, km/h. */
export const URBAN_SPEED_KMH = 40;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in km. */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road distance in km: great-circle × ROAD_FACTOR. */
export const roadKm = (a: LatLng, b: LatLng): number => greatCircleKm(a, b) * ROAD_FACTOR;

/** Driving time in seconds: road distance at URBAN_SPEED_KMH. */
export const travelSeconds = (a: LatLng, b: LatLng): number =>
  (roadKm(a, b) / URBAN_SPEED_KMH) * 3600;
