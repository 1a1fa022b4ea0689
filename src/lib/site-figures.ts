// The public pages' figures, counted by the database when asked (public.site_figures): totals only.
// Loaded on demand, after the page has painted, so the landing page's first load carries none of it.
import { supabaseAnonKey, supabaseUrl } from '@/lib/auth/api-config';
import { formatCount } from '@/lib/format';
import { translate } from '@/lib/i18n/i18n';
import { figureMessages } from '@/lib/site-figures.messages';

export interface SiteFigures {
  patients: number;
  pharmacies: number;
  doctors: number;
  medicines: number;
  delivered: number;
  /** Average minutes from placing an order to its delivery; null before the first delivery. */
  delivery_minutes: number | null;
}

/** Each figure as the pages write it: counts grouped ("1,234"), the delivery time in minutes or hours. */
export type FigureTexts = Partial<Record<keyof SiteFigures, string>>;

/** 45 -> "45 min", 150 -> "2.5 hours"; nothing before the first delivery. */
export function deliveryText(minutes: number | null): string | undefined {
  if (minutes == null) return undefined;
  if (minutes < 120) return translate(figureMessages.minutes, { minutes });
  return translate(figureMessages.hours, { hours: parseFloat((minutes / 60).toFixed(1)) });
}

export function figureTexts(f: SiteFigures): FigureTexts {
  return {
    patients: formatCount(f.patients),
    pharmacies: formatCount(f.pharmacies),
    doctors: formatCount(f.doctors),
    medicines: formatCount(f.medicines),
    delivered: formatCount(f.delivered),
    delivery_minutes: deliveryText(f.delivery_minutes),
  };
}

export async function loadFigureTexts(): Promise<FigureTexts> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/site_figures`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${supabaseAnonKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`figures request failed (${response.status})`);
  return figureTexts((await response.json()) as SiteFigures);
}
