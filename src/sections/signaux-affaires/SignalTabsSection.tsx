import { SectionHeading } from "../../components/SectionHeading.tsx";
import { Island } from "../../components/Island.tsx";
import SignalTabs from "../../islands/SignalTabs.tsx";
import type { SectionProps } from "../library/section-props.ts";
import { SignalPanels } from "./SignalPanels.tsx";

/**
 * Spec §4: the families of signals, one tab each. Its ids are its own, not its place's: a page
 * holds the tabs once (composed-page.ts), and the island finds its panels by them.
 */
export function SignalTabsSection({ section }: SectionProps<"signal-tabs">) {
  return (
    <section className="section section--concrete" aria-labelledby="signals-title">
      <div className="container">
        <SectionHeading id="signals-title" eyebrow={section.eyebrow} title={section.title} lead={section.lead} />
        <div className="signal-tabs" data-slot="signal-tabs">
          <Island
            component={SignalTabs}
            hydrate="visible"
            props={{
              id: "signaux",
              label: section.tablistLabel,
              tabs: section.tabs.map(({ kind, label }) => ({ kind, label })),
            }}
          />
          <SignalPanels id="signaux" tabs={section.tabs} animations={section.animations} />
        </div>
      </div>
    </section>
  );
}
