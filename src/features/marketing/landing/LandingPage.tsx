import { Hero } from '@/features/marketing/landing/Hero';
import { Showcase } from '@/features/marketing/landing/Showcase';
import { HowItWorks } from '@/features/marketing/landing/HowItWorks';
import { Testimonials } from '@/features/marketing/landing/Testimonials';
import { ClosingCta } from '@/features/marketing/landing/ClosingCta';
import { useArea } from '@/lib/i18n/use-area';

export function LandingPage() {
  // The further testimonials and the other tabs' sample cards, once the page is in use
  // (examples.messages.ts): not part of the first load in another language.
  useArea('examples');
  return (
    <>
      <Hero />
      <Showcase />
      <HowItWorks />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
