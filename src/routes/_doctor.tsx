import { createFileRoute } from '@tanstack/react-router';
import { guardLayout } from '@/lib/auth/guards';

// Every screen in src/routes/_doctor/ is for doctor accounts only.
export const Route = createFileRoute('/_doctor')(guardLayout('doctor', false));
