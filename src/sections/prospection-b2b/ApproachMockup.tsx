import { LinkedInIcon, MailIcon } from "../../components/icons.tsx";
import prospecting from "../../../content/prospection-b2b/page.yaml";

const MOCKUPS = prospecting.mockups;

/** Step 3 illustration: the key contacts of a prospect and the project to talk about (decorative, fictional). */
export function ApproachMockup() {
  const data = MOCKUPS.approach;
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
