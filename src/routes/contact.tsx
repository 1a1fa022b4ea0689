import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/marketing/contact/ContactPage';

export const Route = createFileRoute('/contact')({
  staticData: { title: 'Contact Magani Health support', description: 'Reach Magani Health by phone, e-mail or message. Support Mon-Fri 8:00 AM-6:00 PM, Sat 9:00 AM-4:00 PM, Sunday for emergencies only.', prerender: true }, component: ContactPage });
