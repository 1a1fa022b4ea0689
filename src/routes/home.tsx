import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '@/features/marketing/landing/LandingPage';
import { landingHead } from '@/features/marketing/shared/page-heads';

export const Route = createFileRoute('/home')({ head: landingHead, component: LandingPage });
