import type { MockupProps } from "./mockup-props.ts";

/** Step 4 illustration: a prospect list, its CRM export, the API and an alert (decorative, fictional). */
export function OrganisationMockup({ mockups }: MockupProps) {
  const data = mockups.organisation;
  return (
    <div className="mock mock--organisation">
      <p className="mock__title">{data.list}</p>
      <ul className="mock-list">
        {data.items.map((item) => (
          <li key={item}>
            <span className="mock-list__check" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mock-export">
        <span>{data.exportLabel}</span>
        {data.crms.map((crm) => (
          <span key={crm} className="mock-export__crm">
            {crm}
          </span>
        ))}
      </div>
      <code className="mock-api">{data.api}</code>
      <p className="mock-alert">{data.alert}</p>
    </div>
  );
}
