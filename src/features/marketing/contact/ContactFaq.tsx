import { Accordion } from '@mantine/core';
import { contact } from '@/features/marketing/contact/contact.messages';
import { useT } from '@/lib/i18n/use-t';

const faqs = [
  { key: 'fast', q: contact.faqFastQ, a: contact.faqFastA },
  { key: 'prescription', q: contact.faqPrescriptionQ, a: contact.faqPrescriptionA },
  { key: 'verified', q: contact.faqVerifiedQ, a: contact.faqVerifiedA },
  { key: 'pay', q: contact.faqPayQ, a: contact.faqPayA },
] as const;

export function ContactFaq() {
  const t = useT();
  return (
    <Accordion variant="separated" radius="md" order={3}>
      {faqs.map((f) => (
        <Accordion.Item key={f.key} value={f.key}>
          <Accordion.Control>{t(f.q)}</Accordion.Control>
          <Accordion.Panel>{t(f.a)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
