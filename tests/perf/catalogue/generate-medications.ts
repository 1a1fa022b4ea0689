import { mulberry32 as random } from '../../support/prng';
import { medicationSeeds, type MedicationSeed } from './medication-seeds';

// Deterministic: the same seed always gives the same catalogue, so sample-medications.json
// only changes when the seeds or this file change (regenerate with write-catalogue.ts).

export interface PharmacyOption {
  id: string;
  name: string;
  location: string;
  distance: number;
  rating: number;
  reviews: number;
}

export interface GeneratedMedication {
  id: string;
  name: string;
  genericName: string;
  strength: string;
  pack: string;
  manufacturer: string;
  category: string;
  price: number;
  originalPrice: number;
  pharmacy: string;
  location: string;
  distanceKm: number;
  rating: number;
  reviews: number;
  inStock: boolean;
  prescription: boolean;
  image: string;
}

const formLabel: Record<string, string> = {
  tablet: 'Tablets',
  capsule: 'Capsules',
  syrup: 'Syrup',
  inhaler: 'Inhaler',
  cream: 'Cream',
  sachet: 'Sachets',
  injection: 'Injection',
  drops: 'Eye Drops',
  strips: 'Test Strips',
};

function productName(label: string, s: MedicationSeed) {
  const showStrength = /^\d/.test(s.strength) && !/\d/.test(label) && !/^\d+(ml| strips)$/.test(s.strength);
  const hasForm = /(Syrup|Suspension|Elixir|Gel|Emulgel|Inhaler|Evohaler)$/.test(label);
  return [label, showStrength ? s.strength : '', hasForm ? '' : formLabel[s.form]].filter(Boolean).join(' ');
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export interface GenerateOptions {
  pharmacies: PharmacyOption[];
  /** Stop after this many products; without it every brand is listed once or twice. */
  count?: number;
  seed?: number;
}

export function generateMedications({ pharmacies, count, seed = 2026 }: GenerateOptions): GeneratedMedication[] {
  const rand = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T;
  const out: GeneratedMedication[] = [];
  const target = count ?? Infinity;
  while (out.length < target) {
    for (const s of medicationSeeds) {
      for (const [label, manufacturer, factor] of s.brands) {
        // The shipped catalogue lists each brand at one to three pharmacies.
        const outlets = count ? 1 : 1 + (rand() < 0.5 ? 1 : 0) + (rand() < 0.12 ? 1 : 0);
        const used = new Set<string>();
        for (let i = 0; i < outlets && out.length < target; i++) {
          const pharmacy = pick(pharmacies);
          if (used.has(pharmacy.id)) continue;
          used.add(pharmacy.id);
          const price = roundTo(s.price * factor * (0.92 + rand() * 0.2), 50);
          const discounted = rand() < 0.6;
          const originalPrice = discounted ? roundTo(price / (1 - (0.05 + rand() * 0.15)), 50) : price;
          out.push({
            id: `med-${String(out.length + 1).padStart(count ? 5 : 3, '0')}`,
            name: productName(label, s),
            genericName: s.generic,
            strength: s.strength,
            pack: s.pack,
            manufacturer,
            category: s.category,
            price,
            originalPrice,
            pharmacy: pharmacy.name,
            location: pharmacy.location.split(', ').slice(-2).join(', '),
            distanceKm: Math.round((pharmacy.distance + rand() * 0.6) * 10) / 10,
            rating: Math.round((3.6 + rand() * 1.35) * 10) / 10,
            reviews: Math.floor(8 + rand() * rand() * 900),
            inStock: rand() > 0.12,
            prescription: s.rx,
            image: s.form,
          });
        }
      }
    }
    if (!count) break;
  }
  return out;
}

/** Pharmacies for a large synthetic catalogue: the same four cities, many more outlets. */
export function syntheticPharmacies(n: number): PharmacyOption[] {
  const cities = ['Ikeja, Lagos', 'Wuse II, Abuja', 'Nassarawa, Kano', 'Bodija, Ibadan'];
  return Array.from({ length: n }, (_, i) => ({
    id: `ph-${i}`,
    name: `Community Pharmacy ${i + 1}`,
    location: `Street ${i + 1}, ${cities[i % cities.length]}`,
    distance: 0.5 + (i % 40) / 4,
    rating: 4,
    reviews: 100,
  }));
}
