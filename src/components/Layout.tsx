import type { ReactNode } from "react";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

/**
 * Header, main landmark (target of the skip link) and footer shared by every page. The site's
 * search indexes the main landmark of a searchable page, never the header, footer or dialogs.
 */
export function Layout({ children, searchable }: { children: ReactNode; searchable: boolean }) {
  return (
    <>
      <Header />
      <main id="contenu" tabIndex={-1} data-pagefind-body={searchable ? "" : undefined}>
        {children}
      </main>
      <Footer />
    </>
  );
}
