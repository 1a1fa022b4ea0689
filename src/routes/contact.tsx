import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/marketing/contact/ContactPage';
import { contactHead } from '@/features/marketing/shared/page-heads';

export const Route = createFileRoute('/contact')({ head: contactHead, component: ContactPage });
