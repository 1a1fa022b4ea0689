// What people type is not always what the label says: another name for the same medicine, a
// condition instead of a medicine, or a slip of the finger. These pure functions turn a query
// into the words to look for.
import { normalise } from '@/lib/catalogue/prepare';

export { normalise, wordsOf } from '@/lib/catalogue/prepare';

/** Other names (brand names used as generics, US names) → the generic name on Nigerian labels. */
const SYNONYMS: Record<string, string[]> = {
  acetaminophen: ['paracetamol'],
  tylenol: ['paracetamol'],
  'vitamin c': ['ascorbic acid', 'vitamin c'],
  'ascorbic acid': ['vitamin c'],
  septrin: ['co-trimoxazole'],
  bactrim: ['co-trimoxazole'],
  cotrimoxazole: ['co-trimoxazole'],
  flagyl: ['metronidazole'],
  augmentin: ['amoxicillin/clavulanic acid'],
  ventolin: ['salbutamol'],
  albuterol: ['salbutamol'],
  piriton: ['chlorphenamine'],
  chlorpheniramine: ['chlorphenamine'],
  'water pill': ['furosemide', 'hydrochlorothiazide'],
  lasix: ['furosemide'],
  ors: ['oral rehydration salts'],
  fansidar: ['sulfadoxine/pyrimethamine'],
  sp: ['sulfadoxine/pyrimethamine'],
  act: ['artemether', 'artesunate', 'dihydroartemisinin'],
  'iron tablets': ['ferrous sulphate'],
  'fish oil': ['omega-3'],
  insulin: ['insulin'],
};

/** Conditions → the active ingredients that treat them. */
const CONDITIONS: Record<string, string[]> = {
  malaria: ['artemether', 'lumefantrine', 'artesunate', 'amodiaquine', 'dihydroartemisinin', 'sulfadoxine'],
  'high blood pressure': ['amlodipine', 'lisinopril', 'losartan', 'nifedipine', 'hydrochlorothiazide', 'methyldopa', 'bisoprolol'],
  hypertension: ['amlodipine', 'lisinopril', 'losartan', 'nifedipine', 'hydrochlorothiazide', 'methyldopa', 'bisoprolol'],
  'blood pressure': ['amlodipine', 'lisinopril', 'losartan', 'nifedipine', 'hydrochlorothiazide', 'methyldopa', 'bisoprolol'],
  diabetes: ['metformin', 'glibenclamide', 'gliclazide', 'glimepiride', 'insulin', 'blood glucose'],
  'blood sugar': ['metformin', 'glibenclamide', 'gliclazide', 'glimepiride', 'insulin', 'blood glucose'],
  pain: ['paracetamol', 'ibuprofen', 'diclofenac', 'naproxen', 'piroxicam'],
  headache: ['paracetamol', 'ibuprofen'],
  fever: ['paracetamol', 'ibuprofen'],
  'body pain': ['paracetamol', 'ibuprofen', 'diclofenac'],
  arthritis: ['diclofenac', 'naproxen', 'piroxicam', 'ibuprofen'],
  'stomach cramps': ['hyoscine'],
  cough: ['diphenhydramine', 'cough'],
  asthma: ['salbutamol', 'montelukast', 'prednisolone'],
  ulcer: ['omeprazole', 'magnesium/aluminium'],
  heartburn: ['omeprazole', 'magnesium/aluminium'],
  diarrhoea: ['oral rehydration', 'loperamide', 'zinc'],
  diarrhea: ['oral rehydration', 'loperamide', 'zinc'],
  worms: ['albendazole', 'mebendazole'],
  allergy: ['loratadine', 'cetirizine', 'chlorphenamine', 'promethazine'],
  catarrh: ['loratadine', 'cetirizine', 'chlorphenamine'],
  infection: ['amoxicillin', 'ciprofloxacin', 'azithromycin', 'cefuroxime', 'doxycycline', 'flucloxacillin'],
  typhoid: ['ciprofloxacin', 'azithromycin'],
  cholesterol: ['atorvastatin'],
  anaemia: ['ferrous', 'folic acid'],
  anemia: ['ferrous', 'folic acid'],
  pregnancy: ['folic acid', 'ferrous'],
  'fungal infection': ['clotrimazole', 'ketoconazole'],
  ringworm: ['clotrimazole', 'ketoconazole'],
  'eye infection': ['chloramphenicol'],
  'heart attack': ['aspirin'],
  swelling: ['furosemide'],
};


/**
 * Levenshtein distance, giving up (returning max + 1) as soon as it must exceed `max`: a
 * keystroke compares the query with every word of the catalogue.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length] as number;
}

/** How many slips a word of this length may carry and still be recognised. */
const allowance = (length: number) => (length < 4 ? 0 : length < 7 ? 1 : 2);

/** True when `typed` is `word`, or the start of it, with at most `allowance` slips. */
export function closeTo(typed: string, word: string): boolean {
  const max = allowance(typed.length);
  if (max === 0) return false;
  if (editDistance(typed, word, max) <= max) return true;
  // Still typing: compare with the word's beginning of about the same length.
  for (let n = typed.length - 1; n <= typed.length + 1; n++) {
    if (n > 0 && n < word.length && editDistance(typed, word.slice(0, n), max) <= max) return true;
  }
  return false;
}

/** Phrases from the two maps that the query names (whole, or as the start of the phrase). */
function mapped(q: string, table: Record<string, string[]>): string[] {
  const out: string[] = [];
  for (const [phrase, targets] of Object.entries(table)) {
    const named =
      q === phrase ||
      (q.length >= 4 && phrase.startsWith(q)) ||
      (phrase.length >= 4 && q.includes(phrase)) ||
      (q.length >= 5 && editDistance(q, phrase, allowance(q.length)) <= allowance(q.length));
    if (named) out.push(...targets);
  }
  return out;
}

/** Other words to look for besides the query itself: synonyms and a condition's medicines. */
export function relatedTerms(query: string): string[] {
  const q = normalise(query);
  if (q.length < 2) return [];
  return [...new Set([...mapped(q, SYNONYMS), ...mapped(q, CONDITIONS)])].filter((t) => t !== q);
}

/** Catalogue words close to the query's words, for when nothing matches as typed. */
export function fuzzyTerms(query: string, vocabulary: Iterable<string>): string[] {
  const words = normalise(query).split(' ').filter((w) => w.length >= 4);
  if (words.length === 0) return [];
  const out: string[] = [];
  for (const word of vocabulary) {
    if (words.some((w) => closeTo(w, word))) out.push(word);
  }
  return out;
}

