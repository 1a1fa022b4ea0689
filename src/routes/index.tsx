import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '@/features/marketing/landing/LandingPage';

export const Route = createFileRoute('/')({
  staticData: { title: 'Magani Health: Online Pharmacy & Telemedicine in Nigeria', prerender: true }, component: LandingPage });
