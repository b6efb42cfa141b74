import layout from "../../content/site/layout.yaml";
import search from "../../content/site/search.yaml";
import { DEMO_PATH, NAV_LINKS, SEARCH_FALLBACK_PATH, SEARCH_FOLDER } from "../models/navigation.ts";
import { SITE } from "../site.ts";
import { BrandMark } from "./BrandMark.tsx";
import { ExternalIcon, MenuIcon, SearchIcon } from "./icons.tsx";
import { useHref, usePage } from "./PageContext.tsx";
import { useClientBehaviour } from "./ClientRecord.tsx";

const HEADER = layout.header;

/**
 * Site header. On small screens the menu is a native popover that the toggle opens without any
 * script; the client script adds what HTML cannot (closing on a link, resets). No aria-expanded on
 * the toggle: HTML forbids it beside popovertarget, and browsers expose the popover's expanded state.
 * The search is a link to the blog's listing, which its script (src/client/lazy/search.ts) makes
 * the opener of the search dialog; outside the menu, so that it is one tap away on a phone too.
 * An icon: the bar has no room for another word at 375 px beside the menu's toggle, nor at 1280 px
 * beside the links.
 */
export function Header() {
  useClientBehaviour("menu");
  useClientBehaviour("search");
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
        {/* Last, at the bar's end on every width; named by its text, which only the icon shows. */}
        <a className="site-search" href={href(SEARCH_FALLBACK_PATH)} data-search={href(`/${SEARCH_FOLDER}/pagefind.js`)}>
          <SearchIcon />
          <span className="visually-hidden">{search.link}</span>
        </a>
      </div>
    </header>
  );
}
