import clsx from "clsx";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  center?: boolean;
}

/** Eyebrow, h2 and lead of a section; the h2's id labels the section. */
export function SectionHeading({ id, eyebrow, title, lead, center }: SectionHeadingProps) {
  return (
    <div className={clsx("section-heading", center && "section-heading--center")}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
    </div>
  );
}
