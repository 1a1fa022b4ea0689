// Licence numbers in the forms the councils issue them, checked again by the database
// (pharmacies_license_number_format, doctors_license_number_format):
// PCN premises numbers such as PCN/PREM/LA/12345; MDCN registration numbers such as MDCN/R/12345.
const pcn = /^PCN([/-][A-Z0-9]{1,12}){1,5}$/;
const mdcn = /^MDCN([/-][A-Z0-9]{1,12}){1,5}$/;

import { translate } from '@/lib/i18n/i18n';
import { licenceMessages } from '@/lib/licence.messages';

export type LicenceBody = 'PCN' | 'MDCN';

/** Upper case, no spaces: "pcn / prem / la / 123" -> "PCN/PREM/LA/123". */
export const normaliseLicence = (value: string) => value.toUpperCase().replace(/\s+/g, '');

export const licenceExample: Record<LicenceBody, string> = { PCN: 'PCN/PREM/LA/12345', MDCN: 'MDCN/R/12345' };

/** Null when the number has the council's form, else the message to show next to the field. */
export function licenceError(body: LicenceBody, value: string): string | null {
  const v = normaliseLicence(value);
  if (!v) return translate(licenceMessages.empty, { body });
  const ok = (body === 'PCN' ? pcn : mdcn).test(v) && /\d$/.test(v);
  return ok ? null : translate(licenceMessages.format, { body, example: licenceExample[body] });
}
