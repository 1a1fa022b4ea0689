import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/components/ComingSoon';

export const Route = createFileRoute('/cart/checkout')({ component: ComingSoonPage });
