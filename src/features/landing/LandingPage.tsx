import { LazyAssistantWidget } from '../assistant/LazyAssistantWidget';
import { ClosingCallToAction } from './ClosingCallToAction';
import { DemoFestivalSection } from './DemoFestivalSection';
import { LandingFeatures } from './LandingFeatures';
import { LandingFooter } from './LandingFooter';
import { LandingHero } from './LandingHero';
import { LandingNavbar } from './LandingNavbar';

export function LandingPage() {
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
      <LazyAssistantWidget withToaster />
    </div>
  );
}
