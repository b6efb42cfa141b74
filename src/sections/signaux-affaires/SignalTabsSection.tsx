import { SectionHeading } from "../../components/SectionHeading.tsx";
import { SIGNAL_TABS, SIGNALS_TABS_INTRO } from "../../content/signals/tabs.ts";
import { Island } from "../../components/Island.tsx";
import SignalTabs from "../../islands/SignalTabs.tsx";
import { SignalPanels } from "./SignalPanels.tsx";

export function SignalTabsSection() {
  return (
    <section className="section section--concrete" aria-labelledby="signals-title">
      <div className="container">
        <SectionHeading
          id="signals-title"
          eyebrow={SIGNALS_TABS_INTRO.eyebrow}
          title={SIGNALS_TABS_INTRO.title}
          lead={SIGNALS_TABS_INTRO.lead}
        />
        <div className="signal-tabs" data-slot="signal-tabs">
          <Island
            component={SignalTabs}
            hydrate="visible"
            props={{
              id: "signaux",
              label: SIGNALS_TABS_INTRO.tablistLabel,
              tabs: SIGNAL_TABS.map(({ kind, label }) => ({ kind, label })),
            }}
          />
          <SignalPanels id="signaux" tabs={SIGNAL_TABS} />
        </div>
      </div>
    </section>
  );
}
