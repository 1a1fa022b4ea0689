import { NIGERIAN_STATES } from '@/lib/nigerian-states';

// The upload screen lists pharmacies nearest-first to where the medicine goes: those in the
// delivery state first, then the others, each group by name.

const ALSO = [['Abuja', 'FCT']] as const;
const names: [string, string][] = [...NIGERIAN_STATES.map((s): [string, string] => [s, s]), ...ALSO.map(([w, s]): [string, string] => [w, s])];

/** The state a typed address names ("12 Allen Avenue, Ikeja, Lagos" -> "Lagos"); the last one named wins. */
export function stateIn(address: string): string | undefined {
  let found: { at: number; state: string } | undefined;
  for (const [word, state] of names) {
    const re = new RegExp(`(^|[^a-z])${word.replace(' ', '\\s+')}([^a-z]|$)`, 'gi');
    for (const m of address.matchAll(re)) if (!found || m.index >= found.at) found = { at: m.index, state };
  }
  return found?.state;
}

/** Same state first, then the others; by name within each. A new array. */
export function nearestFirst<P extends { name: string; state: string | null }>(pharmacies: P[], state: string | undefined): P[] {
  const far = (p: P) => (state && p.state?.toLowerCase() === state.toLowerCase() ? 0 : 1);
  return [...pharmacies].sort((a, b) => far(a) - far(b) || a.name.localeCompare(b.name));
}
