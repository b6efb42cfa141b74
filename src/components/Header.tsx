import layout from "../../content/site/layout.yaml";
import { DEMO_PATH, NAV_LINKS } from "../models/navigation.ts";
import { SITE } from "../site.ts";
import { BrandMark } from "./BrandMark.tsx";
import { ExternalIcon, MenuIcon } from "./icons.tsx";
import { useHref, usePage } from "./PageContext.tsx";
import { useClientBehaviour } from "./ClientRecord.tsx";

const HEADER = layout.header;

/**
 * Site header. On small screens the menu is a native popover that the toggle opens without any
 * script; the client script adds what HTML cannot (closing on a link, resets). No aria-expanded on
 * the toggle: HTML forbids it beside popovertarget, and browsers expose the popover's expanded state.
 */
export function Header() {
  useClientBehaviour("menu");
  const href = useHref();
  const { path } = usePage();
  return (
    <header className="site-header">
      <a className="skip-link" href="#contenu">
        {HEADER.skipLink}
      </a>
      <div className="site-header__bar container">
        <a className="brand" href={href("/")}>
          <BrandMark />
          {SITE.productName}
        </a>
        <button className="menu-toggle" type="button" aria-controls="site-menu" popoverTarget="site-menu" data-menu="">
          <MenuIcon />
          {HEADER.menu}
        </button>
        <div className="site-menu" id="site-menu" popover="auto">
          <nav className="site-nav" aria-label={HEADER.navigationLabel}>
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
              {HEADER.login}
              <ExternalIcon />
              <span className="visually-hidden">{` ${HEADER.newTab}`}</span>
            </a>
            <a className="button button--primary" href={href(DEMO_PATH)} data-cta="header">
              {HEADER.demo}
            </a>
          </div>
        </div>
      </div>
    </header>
  );
}
