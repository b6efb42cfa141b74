import type { ReactNode } from "react";
import layout from "../../content/site/layout.yaml";
import owner from "../../content/site/company.yaml";
import { LEGAL_LINKS, RESOURCE_PLACEHOLDERS, SOLUTION_LINKS } from "../models/navigation.ts";
import { SITE } from "../site.ts";
import { BrandMark } from "./BrandMark.tsx";
import { LinkedInIcon, MailIcon, PinIcon } from "./icons.tsx";
import { NewsletterForm } from "./NewsletterForm.tsx";
import { PrivacyChoices } from "./PrivacyChoices.tsx";
import { useHref, usePage } from "./PageContext.tsx";

const FOOTER = layout.footer;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <FooterAbout />
        <FooterColumn id="footer-solutions" title={FOOTER.solutions.title}>
          <LinkItems links={SOLUTION_LINKS} />
        </FooterColumn>
        {/* Spec §2: placeholders with no target, so plain text rather than links to nowhere. */}
        <FooterColumn title={FOOTER.resources.title}>
          {RESOURCE_PLACEHOLDERS.map((label) => (
            <li key={label}>
              <span className="site-footer__placeholder">{label}</span>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-legal" title={FOOTER.legal.title}>
          <LinkItems links={LEGAL_LINKS} />
          <li>
            <PrivacyChoices />
          </li>
        </FooterColumn>
        <NewsletterForm />
      </div>
      <div className="container site-footer__bottom">
        <Copyright />
      </div>
    </footer>
  );
}

/**
 * All the pages show of the build's day (SiteDefinition.dayShown): a page rendered earlier in the
 * year is taken from the render cache rather than rendered again.
 */
export const yearOf = (today: string) => today.slice(0, 4);

/**
 * The year of the build's day, not of the machine's clock: two builds of one commit on one day are
 * the same file, and the year turns at midnight where the site's readers are, not in UTC.
 */
function Copyright() {
  const { today } = usePage();
  if (!today) throw new Error("The footer's year is the build's day (RenderOptions.today), and this page was rendered without one.");
  return <p>{FOOTER.copyright.replace("{year}", yearOf(today)).replace("{company}", owner.company.name)}</p>;
}

/** The brand, what the product is, and how to reach the company. */
function FooterAbout() {
  const href = useHref();
  return (
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
  );
}

/** A titled list of the footer; with an id, a navigation landmark that its title names. */
function FooterColumn({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const Column = id === undefined ? "div" : "nav";
  return (
    <Column className="site-footer__column" aria-labelledby={id}>
      <h2 className="site-footer__title" id={id}>
        {title}
      </h2>
      <ul>{children}</ul>
    </Column>
  );
}

function LinkItems({ links }: { links: readonly { path: string; label: string }[] }) {
  const href = useHref();
  return links.map((link) => (
    <li key={link.path}>
      <a href={href(link.path)}>{link.label}</a>
    </li>
  ));
}
