// Distances are shown only from a point the person gave: their device's position, or the
// capital of the state they picked. Straight-line (great-circle) kilometres.

export interface Point {
  lat: number;
  lng: number;
}

/** The 36 states and the FCT, as stored in pharmacies.state, with their capitals' coordinates. */
export const STATES: { name: string; slug: string; capital: string; at: Point }[] = [
  ['Abia', 'Umuahia', 5.532, 7.486],
  ['Adamawa', 'Yola', 9.2035, 12.4954],
  ['Akwa Ibom', 'Uyo', 5.0377, 7.9128],
  ['Anambra', 'Awka', 6.2104, 7.0741],
  ['Bauchi', 'Bauchi', 10.3158, 9.8442],
  ['Bayelsa', 'Yenagoa', 4.9267, 6.2676],
  ['Benue', 'Makurdi', 7.7322, 8.5391],
  ['Borno', 'Maiduguri', 11.8311, 13.151],
  ['Cross River', 'Calabar', 4.9757, 8.3417],
  ['Delta', 'Asaba', 6.1985, 6.7319],
  ['Ebonyi', 'Abakaliki', 6.3249, 8.1137],
  ['Edo', 'Benin City', 6.335, 5.6037],
  ['Ekiti', 'Ado-Ekiti', 7.6211, 5.2214],
  ['Enugu', 'Enugu', 6.4584, 7.5464],
  ['FCT', 'Abuja', 9.0579, 7.4951],
  ['Gombe', 'Gombe', 10.2897, 11.1673],
  ['Imo', 'Owerri', 5.484, 7.0351],
  ['Jigawa', 'Dutse', 11.7562, 9.3389],
  ['Kaduna', 'Kaduna', 10.5105, 7.4165],
  ['Kano', 'Kano', 12.0022, 8.592],
  ['Katsina', 'Katsina', 12.9908, 7.6018],
  ['Kebbi', 'Birnin Kebbi', 12.4539, 4.1975],
  ['Kogi', 'Lokoja', 7.8023, 6.7333],
  ['Kwara', 'Ilorin', 8.4966, 4.5421],
  ['Lagos', 'Ikeja', 6.6018, 3.3515],
  ['Nasarawa', 'Lafia', 8.4939, 8.5153],
  ['Niger', 'Minna', 9.5836, 6.5463],
  ['Ogun', 'Abeokuta', 7.1475, 3.3619],
  ['Ondo', 'Akure', 7.2571, 5.2058],
  ['Osun', 'Osogbo', 7.7827, 4.5418],
  ['Oyo', 'Ibadan', 7.3775, 3.947],
  ['Plateau', 'Jos', 9.8965, 8.8583],
  ['Rivers', 'Port Harcourt', 4.8156, 7.0498],
  ['Sokoto', 'Sokoto', 13.0059, 5.2476],
  ['Taraba', 'Jalingo', 8.8937, 11.3596],
  ['Yobe', 'Damaturu', 11.747, 11.9608],
  ['Zamfara', 'Gusau', 12.1628, 6.6614],
].map(([name, capital, lat, lng]) => ({
  name: name as string,
  slug: (name as string).toLowerCase().replace(/\s+/g, '-'),
  capital: capital as string,
  at: { lat: lat as number, lng: lng as number },
}));

export const stateBySlug = new Map(STATES.map((s) => [s.slug, s]));

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "850 m", "3.4 km", "112 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(50, Math.round((km * 1000) / 50) * 50)} m`;
  return km < 20 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}
