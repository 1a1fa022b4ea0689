import { Accordion } from '@mantine/core';

const faqs = [
  {
    q: 'How fast will my medicine arrive?',
    a: 'Most orders in major cities arrive within 2-4 hours. Deliveries to remote areas usually take 24-48 hours.',
  },
  {
    q: 'Do I need a prescription to order?',
    a: 'Over-the-counter medicines can be ordered straight away. Prescription medicines need a valid prescription, which you can upload or get from one of our doctors.',
  },
  {
    q: 'Are the pharmacies and doctors verified?',
    a: 'Yes. Every pharmacy licence and every doctor is checked before they can join, and all medicines come from licensed pharmacies.',
  },
  {
    q: 'How do I pay?',
    a: 'You pay securely online when you confirm your order or consultation, and you get a confirmation straight away.',
  },
] as const;

export function ContactFaq() {
  return (
    <Accordion variant="separated" radius="md" order={3}>
      {faqs.map((f) => (
        <Accordion.Item key={f.q} value={f.q}>
          <Accordion.Control>{f.q}</Accordion.Control>
          <Accordion.Panel>{f.a}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
