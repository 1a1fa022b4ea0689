import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/marketing/about/AboutPage';

export const Route = createFileRoute('/about')({
  staticData: { title: 'About Magani Health: our mission and values', prerender: true }, component: AboutPage });
