import { createFileRoute } from '@tanstack/react-router';
import { SplashPage } from '@/features/marketing/splash/SplashPage';
import { splashHead } from '@/features/marketing/shared/page-heads';

// The welcome screen is a full-height start page: no marketing footer under it.
export const Route = createFileRoute('/auth/splash')({
  head: splashHead,
  staticData: { hideFooter: true },
  component: SplashPage,
});
