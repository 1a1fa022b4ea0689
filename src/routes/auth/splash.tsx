import { createFileRoute } from '@tanstack/react-router';
import { SplashPage } from '@/features/marketing/splash/SplashPage';

// The welcome screen is a full-height start page: no marketing footer under it.
export const Route = createFileRoute('/auth/splash')({
  staticData: { title: 'Welcome to Magani Health', prerender: true, hideFooter: true },
  component: SplashPage,
});
