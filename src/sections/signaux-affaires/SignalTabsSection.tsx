import { SectionHeading } from "../../components/SectionHeading.tsx";
import signalTabs from "../../../content/signaux-affaires/tabs.yaml";
import { Island } from "../../components/Island.tsx";
import SignalTabs from "../../islands/SignalTabs.tsx";
import { SignalPanels } from "./SignalPanels.tsx";

const SIGNAL_TABS = signalTabs.tabs;

export function SignalTabsSection() {
  return (
    <section className="section section--concrete" aria-labelledby="signals-title">
      <div className="container">
        <SectionHeading
          id="signals-title"
          eyebrow={signalTabs.eyebrow}
          title={signalTabs.title}
          lead={signalTabs.lead}
        />
        <div className="signal-tabs" data-slot="signal-tabs">
          <Island
            component={SignalTabs}
            hydrate="visible"
            props={{
              id: "signaux",
              label: signalTabs.tablistLabel,
              tabs: SIGNAL_TABS.map(({ kind, label }) => ({ kind, label })),
            }}
          />
          <SignalPanels id="signaux" tabs={SIGNAL_TABS} />
        </div>
      </div>
    </section>
  );
}
