import { NAV_LINKS, DEMO_PATH } from "../navigation.ts";
import { SITE } from "../site.ts";
import { useHref, usePage } from "./PageContext.tsx";

export function Header() {
  const href = useHref();
  const { path } = usePage();
  return (
    <header className="site-header">
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <div className="site-header__inner container">
        <a className="brand" href={href("/")}>
          {SITE.productName}
        </a>
        <nav className="site-nav" aria-label="Navigation principale">
          <ul className="site-nav__list">
            {NAV_LINKS.map((link) => (
              <li key={link.path}>
                <a href={href(link.path)} aria-current={link.path === path ? "page" : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {/* Spec §1: the login link opens the separate application in a new tab. */}
          <a className="site-header__login" href={SITE.loginUrl} target="_blank" rel="noopener noreferrer">
            Connexion
          </a>
          <a className="button button--primary" href={href(DEMO_PATH)}>
            Réserver une démo
          </a>
        </div>
      </div>
    </header>
  );
}
