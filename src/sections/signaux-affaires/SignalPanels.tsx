import { FeatureList } from "../../components/FeatureList.tsx";
import { SignalIcon } from "../../islands/signal-tabs/SignalIcon.tsx";
import type { AnimationProps } from "./animations/animation-props.ts";
import { SignalAnimation } from "./animations/SignalAnimation.tsx";
import type { SectionProps } from "../library/section-props.ts";

type SignalTab = SectionProps<"signal-tabs">["section"]["tabs"][number];

/**
 * The tab panels, server-rendered: the SignalTabs island beside them switches their
 * data-state. Inactive ones are hidden by CSS only once the client script runs (html[data-js])
 * and unless the island's code failed to load (data-fallback on its marker, which the panels
 * must follow as siblings), so otherwise the panels read one after the other.
 */
export function SignalPanels({ id, tabs, animations }: { id: string; tabs: readonly SignalTab[]; animations: AnimationProps["words"] }) {
  return (
    <>
      {tabs.map((tab, index) => (
        <div
          key={tab.kind}
          role="tabpanel"
          id={`${id}-panel-${index + 1}`}
          className="signal-panel"
          aria-labelledby={`${id}-tab-${index + 1}`}
          tabIndex={0}
          data-state={index === 0 ? "active" : "inactive"}
        >
          <div className="signal-panel__copy">
            <p className="signal-panel__kicker">
              <SignalIcon kind={tab.kind} />
              {tab.label}
            </p>
            <h3 className="signal-panel__title">{tab.title}</h3>
            <p className="signal-panel__description" data-slot="description">
              {tab.description}
            </p>
            <FeatureList items={tab.points} className="signal-panel__points" />
            <p className="signal-panel__source">{tab.source}</p>
          </div>
          <div className="signal-anim" data-slot="signal-animation">
            <SignalAnimation kind={tab.kind} words={animations} />
          </div>
        </div>
      ))}
    </>
  );
}
