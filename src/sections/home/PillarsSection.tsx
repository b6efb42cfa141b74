import type { SectionProps } from "../library/section-props.ts";
import { useHref } from "../../components/PageContext.tsx";
import { SectionHeading } from "../../components/SectionHeading.tsx";
import { FeatureList } from "../../components/FeatureList.tsx";
import { DemoVideo } from "../../components/DemoVideo.tsx";
import { useClientBehaviour } from "../../components/ClientRecord.tsx";

type Pillar = SectionProps<"pillars">["section"]["pillars"][number];

/** The product's pillars, each beside its demo clip (`pillars`; their stills are DEMO_STILLS). */
export function PillarsSection({ section: pillars }: SectionProps<"pillars">) {
  useClientBehaviour("reveal");
  return (
    <section className="section" aria-labelledby="pillars-title">
      <div className="container">
        <SectionHeading id="pillars-title" eyebrow={pillars.eyebrow} title={pillars.title} lead={pillars.lead} center />
        <div className="pillars">
          {pillars.pillars.map((pillar) => (
            <PillarRow key={pillar.id} pillar={pillar} />
          ))}
        </div>
      </div>
    </section>
  );
}

function PillarRow({ pillar }: { pillar: Pillar }) {
  const href = useHref();
  return (
    <article className="split pillar" aria-labelledby={`pillar-${pillar.id}`} data-reveal="">
      <div className="pillar__copy">
        <p className="pillar__number" aria-hidden="true">
          {pillar.number}
        </p>
        <h3 id={`pillar-${pillar.id}`}>{pillar.title}</h3>
        <p>{pillar.text}</p>
        <FeatureList items={pillar.features} />
        <a className="pillar__link" href={href(pillar.link.path)}>
          {pillar.link.label} <span aria-hidden="true">→</span>
        </a>
      </div>
      <DemoVideo name={pillar.video.name} label={pillar.video.label} />
    </article>
  );
}
