// Text as pharmacy staff type it, turned into what the database stores.

/** "31/01/2027" (also 31-01-2027, 31.1.2027) as "2027-01-31"; anything else, or a day that does not exist, as null. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day = 0, month = 0, year = 0] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "2027-01-31" as "31/01/2027". */
export const toDayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/**
 * "Paracetamol 500mg, Caffeine 65mg" (commas, semicolons, "+" or new lines between them) as
 * [{ name: 'Paracetamol', strength: '500mg' }, …]. The strength is the trailing part that starts
 * with a digit; an ingredient without one keeps only its name.
 */
export function parseIngredients(text: string): { name: string; strength?: string }[] {
  return text
    .split(/[,;\n+]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(.*?)\s+(\d[\d.,]*\s*[a-zA-Zµ%/]*(?:\s*\/\s*\d*\s*[a-zA-Z]+)?)$/.exec(part);
      return match?.[1] && match[2] ? { name: match[1], strength: match[2].replace(/\s+/g, '') } : { name: part };
    });
}
