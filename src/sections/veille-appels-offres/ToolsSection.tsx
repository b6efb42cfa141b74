import { SectionHeading } from "../../components/SectionHeading.tsx";
import { FeatureList } from "../../components/FeatureList.tsx";
import type { SectionProps } from "../library/section-props.ts";

type TenderTool = SectionProps<"tender-tools">["section"]["items"][number];

/** Spec §2: the three tools, create project lists, export to CRM, priority notifications. */
export function ToolsSection({ section, id }: SectionProps<"tender-tools">) {
  return (
    <section className="section" aria-labelledby={`${id}-title`} data-reveal="">
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={section.eyebrow} title={section.title} lead={section.lead} center />
        <ul className="grid grid--3 tender-tools">
          {section.items.map((tool) => (
            <li key={tool.title} className="tender-tool">
              <span className="tender-tool__icon">
                <ToolGlyph icon={tool.icon} />
              </span>
              <h3>{tool.title}</h3>
              <p>{tool.text}</p>
              <FeatureList items={tool.features} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const GLYPHS: Record<TenderTool["icon"], string> = {
  list: "M9 6h11M9 12h11M9 18h11M4.5 6h.5M4.5 12h.5M4.5 18h.5",
  export: "M12 15V4M7.5 8.5L12 4l4.5 4.5M5 14v5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-5",
  bell: "M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0M18.5 4.5l1.5-1.5",
};

function ToolGlyph({ icon }: { icon: TenderTool["icon"] }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={GLYPHS[icon]} />
    </svg>
  );
}
