import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/marketing/contact/ContactPage';

export const Route = createFileRoute('/contact')({
  staticData: { title: 'Contact Magani Health support', prerender: true }, component: ContactPage });
