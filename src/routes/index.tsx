import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '@/features/marketing/landing/LandingPage';

export const Route = createFileRoute('/')({
  staticData: { title: 'Magani Health: Online Pharmacy & Telemedicine in Nigeria', description: 'Order medicines from verified Nigerian pharmacies, compare prices and generic alternatives, book a doctor consultation online and get fast delivery with live tracking.', prerender: true }, component: LandingPage });
