import { LEGAL_LINKS, NAV_LINKS } from "../navigation.ts";
import { SITE } from "../site.ts";
import { useHref } from "./PageContext.tsx";

export function Footer() {
  const href = useHref();
  const solutions = NAV_LINKS.filter((link) => link.path !== "/" && link.path !== "/blog/");
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-label="Solutions">
          <h2 className="site-footer__title">Solutions</h2>
          <ul>
            {solutions.map((link) => (
              <li key={link.path}>
                <a href={href(link.path)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__title">Contact</h2>
          <p>
            <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a>
          </p>
          <p>{SITE.region}</p>
        </div>
        <nav aria-label="Informations légales">
          <h2 className="site-footer__title">Légal</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <a href={href(link.path)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
