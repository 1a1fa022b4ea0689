import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '@/features/marketing/landing/LandingPage';

export const Route = createFileRoute('/home')({ component: LandingPage });
