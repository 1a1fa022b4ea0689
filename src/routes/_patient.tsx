import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/lib/auth/guards';

// Every screen in src/routes/_patient/ is for patient accounts only; they render without the marketing footer.
export const Route = createFileRoute('/_patient')(guardLayout('patient', true));
