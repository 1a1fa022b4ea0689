// How a phone network would count an SMS: used by the tests of every text sent by SMS.
// GSM 03.38: the basic set, and the extension characters that take two places.
const GSM = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXT = new Set('^{}\\[~]|€\f');
/** How a phone network would send it: GSM-7 up to 160 (extension characters count 2), else UCS-2 up to 70 units. */
export function smsParts(text: string) {
  const chars = [...text];
  if (chars.every((c) => GSM.has(c) || GSM_EXT.has(c))) {
    const units = chars.length + chars.filter((c) => GSM_EXT.has(c)).length;
    return { encoding: 'gsm7', units, parts: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  return { encoding: 'ucs2', units: text.length, parts: text.length <= 70 ? 1 : Math.ceil(text.length / 67) };
}
