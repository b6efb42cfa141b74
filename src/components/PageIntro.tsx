import type { ReactNode } from "react";

/** Title block at the top of a page: its one h1 and a lead paragraph. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page-intro container">
      <h1>{title}</h1>
      <p className="lead">{children}</p>
    </section>
  );
}
