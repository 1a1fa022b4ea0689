import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/marketing/about/AboutPage';
import { aboutHead } from '@/features/marketing/shared/page-heads';

export const Route = createFileRoute('/about')({ head: aboutHead, component: AboutPage });
