/** tel: and sms: links from a phone number as it is printed (+234 803 456 7812). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const smsLink = (phone: string) => `sms:${phone.replace(/[^\d+]/g, '')}`;
