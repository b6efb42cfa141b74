import type { ReactNode } from "react";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

/** Header, main landmark (target of the skip link) and footer shared by every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="contenu" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
