import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/lib/auth/guards';

// Every screen in src/routes/_admin/ is for admin accounts only; they render without the marketing footer.
export const Route = createFileRoute('/_admin')(guardLayout('admin', true));
