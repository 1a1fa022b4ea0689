import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/marketing/contact/ContactPage';

export const Route = createFileRoute('/contact')({
  staticData: { title: 'Contact Magani Health support', prerender: true },
  // "Suggest a better translation" (the footer) names the language and page it came from.
  validateSearch: (search: Record<string, unknown>): { translation?: string } =>
    typeof search.translation === 'string' ? { translation: search.translation } : {},
  component: ContactPage,
});
