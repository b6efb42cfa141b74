import layout from "../../content/site/layout.yaml";
import owner from "../../content/site/company.yaml";
import { LEGAL_LINKS, RESOURCE_PLACEHOLDERS, SOLUTION_LINKS } from "../navigation.ts";
import { SITE } from "../site.ts";
import { BrandMark } from "./BrandMark.tsx";
import { LinkedInIcon, MailIcon, PinIcon } from "./icons.tsx";
import { NewsletterForm } from "./NewsletterForm.tsx";
import { PrivacyChoices } from "./PrivacyChoices.tsx";
import { useHref } from "./PageContext.tsx";

const FOOTER = layout.footer;

export function Footer() {
  const href = useHref();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <a className="brand brand--on-dark" href={href("/")}>
            <BrandMark />
            {SITE.productName}
          </a>
          <p>{FOOTER.about}</p>
          <ul className="site-footer__contact">
            <li>
              <MailIcon />
              <a href={`mailto:${owner.contactEmail}`}>{owner.contactEmail}</a>
            </li>
            <li>
              <PinIcon />
              {SITE.region}
            </li>
            <li>
              <LinkedInIcon />
              <a href={owner.socialUrl} rel="noopener">
                {FOOTER.social}
              </a>
            </li>
          </ul>
        </div>
        <nav className="site-footer__column" aria-labelledby="footer-solutions">
          <h2 className="site-footer__title" id="footer-solutions">
            {FOOTER.solutions.title}
          </h2>
          <ul>
            {SOLUTION_LINKS.map((link) => (
              <li key={link.path}>
                <a href={href(link.path)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__column">
          <h2 className="site-footer__title">{FOOTER.resources.title}</h2>
          {/* Spec §2: placeholders with no target, so plain text rather than links to nowhere. */}
          <ul>
            {RESOURCE_PLACEHOLDERS.map((label) => (
              <li key={label}>
                <span className="site-footer__placeholder">{label}</span>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__column" aria-labelledby="footer-legal">
          <h2 className="site-footer__title" id="footer-legal">
            {FOOTER.legal.title}
          </h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <a href={href(link.path)}>{link.label}</a>
              </li>
            ))}
            <li>
              <PrivacyChoices />
            </li>
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <div className="container site-footer__bottom">
        <p>{FOOTER.copyright.replace("{year}", String(new Date().getFullYear())).replace("{company}", owner.company.name)}</p>
      </div>
    </footer>
  );
}
