import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/lib/auth/guards';

// Every screen in src/routes/_pharmacy/ is for pharmacy accounts only; they render without the marketing footer.
export const Route = createFileRoute('/_pharmacy')(guardLayout('pharmacy', true));
