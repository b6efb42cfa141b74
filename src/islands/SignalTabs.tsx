import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { nextTabIndex } from "./signal-tabs/next-tab-index.ts";
import { SignalIcon } from "./signal-tabs/SignalIcon.tsx";
import type { SignalKind } from "./signal-tabs/types.ts";

export interface SignalTabsProps {
  /** Base of the DOM ids: "signaux" gives signaux-tab-1, which controls signaux-panel-1. */
  id: string;
  /** Accessible name of the tablist. */
  label: string;
  tabs: readonly { kind: SignalKind; label: string }[];
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move focus and select, Home and End jump,
 * both wrap. Only the tablist is an island: the panels are server-rendered beside it
 * (SignalPanels), and this sets their data-state, so their pictures and text ship no JavaScript.
 */
export default function SignalTabs({ id, label, tabs }: SignalTabsProps) {
  // Spec §4: one of five selected, the first by default.
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    tabs.forEach((_, index) => {
      const panel = document.getElementById(`${id}-panel-${index + 1}`);
      if (panel) panel.dataset.state = index === selected ? "active" : "inactive";
    });
  }, [id, selected, tabs]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(selected, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="signal-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const isSelected = index === selected;
        return (
          <button
            key={tab.kind}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index + 1}`}
            className="signal-tabs__tab"
            aria-selected={isSelected}
            aria-controls={`${id}-panel-${index + 1}`}
            tabIndex={isSelected ? 0 : -1}
            data-state={isSelected ? "active" : "inactive"}
            onClick={() => setSelected(index)}
          >
            <SignalIcon kind={tab.kind} />
            <span>{tab.label}</span>
          </button>
        );
      })}
    </div>
  );
}
