import { SignalStepsSection } from "../src/sections/signaux-affaires/SignalStepsSection.tsx";
import { SignalTabsSection } from "../src/sections/signaux-affaires/SignalTabsSection.tsx";
import { SignalsCtaSection } from "../src/sections/signaux-affaires/SignalsCtaSection.tsx";
import { SignalsHeroSection } from "../src/sections/signaux-affaires/SignalsHeroSection.tsx";

export default function SignauxAffaires() {
  return (
    <>
      <SignalsHeroSection />
      <SignalTabsSection />
      <SignalStepsSection />
      <SignalsCtaSection />
    </>
  );
}
