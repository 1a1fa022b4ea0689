import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/lib/auth/guards';

// Every screen in src/routes/_rider/ is for rider accounts only; they render without the marketing footer.
export const Route = createFileRoute('/_rider')(guardLayout('rider', true));
