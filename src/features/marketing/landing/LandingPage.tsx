import { Hero } from '@/features/marketing/landing/Hero';
import { Showcase } from '@/features/marketing/landing/Showcase';
import { HowItWorks } from '@/features/marketing/landing/HowItWorks';
import { Testimonials } from '@/features/marketing/landing/Testimonials';
import { ClosingCta } from '@/features/marketing/landing/ClosingCta';

export function LandingPage() {
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
