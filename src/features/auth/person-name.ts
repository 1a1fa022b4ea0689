// The rule for a person's name, the same one the database applies to profiles.full_name
// (private.is_person_name, migration 20251201000100): letters of any script with their accents
// and tone marks (Adébáyọ̀, Ụ̀chẹ́), spaces, apostrophes, hyphens and full stops; 2 to 80
// characters; nothing shaped like a web address. Letters are told apart by code point block, not
// by \p{L}, so that the form and the database accept exactly the same names.
const ALLOWED =
  /^[A-Za-z '’.\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u1FFF\u2C00-\u2DFF\u3040-\uD7FF\uF900-\uFDFF\uFE70-\uFEFC\u{10000}-\u{1EFFF}-]+$/u;

export function isPersonName(name: string): boolean {
  return (
    name === name.trim() &&
    [...name].length >= 2 &&
    [...name].length <= 80 &&
    ALLOWED.test(name) &&
    /[^ '’.-]/u.test(name) &&
    !/[A-Za-z]\.[A-Za-z]{2}/.test(name)
  );
}
