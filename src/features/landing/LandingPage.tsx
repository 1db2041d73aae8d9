import type { ReactNode } from 'react';
import { ClosingCallToAction } from './ClosingCallToAction';
import { DemoFestivalSection } from './DemoFestivalSection';
import { LandingFeatures } from './LandingFeatures';
import { LandingFooter } from './LandingFooter';
import { LandingHero } from './LandingHero';
import { LandingNavbar } from './LandingNavbar';

/** `assistant`: the help widget, composed by the app (features do not import each other). */
export function LandingPage({ assistant }: { assistant?: ReactNode }) {
  return (
    <div className="min-h-svh bg-stone-50">
      <LandingNavbar />
      <main>
        <LandingHero />
        <LandingFeatures />
        <DemoFestivalSection />
        <ClosingCallToAction />
      </main>
      <LandingFooter />
      {assistant}
    </div>
  );
}
