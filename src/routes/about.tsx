import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/marketing/about/AboutPage';

export const Route = createFileRoute('/about')({
  staticData: { title: 'About Magani Health: our mission and values', description: 'Magani Health connects patients with licensed pharmacies, verified doctors and delivery riders across Nigeria. Read about our mission, our values and what we offer.', prerender: true }, component: AboutPage });
