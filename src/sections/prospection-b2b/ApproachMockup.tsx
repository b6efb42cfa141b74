import type { MockupProps } from "./mockup-props.ts";
import { LinkedInIcon, MailIcon } from "../../components/icons.tsx";

/** Step 3 illustration: the key contacts of a prospect and the project to talk about (decorative, fictional). */
export function ApproachMockup({ mockups }: MockupProps) {
  const data = mockups.approach;
  return (
    <div className="mock mock--approach">
      <p className="mock-context">{data.context}</p>
      <ul className="mock-contacts">
        {data.contacts.map((contact) => (
          <li key={contact.name}>
            <span className="mock-contacts__avatar">{contact.initials}</span>
            <div>
              <strong>{contact.name}</strong>
              <span>{contact.role}</span>
              <span className="mock-contacts__email">
                <MailIcon />
                {contact.email}
              </span>
            </div>
            <span className="mock-contacts__profile">
              <LinkedInIcon />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
