import thanks from "../../../content/newsletter-merci.yaml";
import { useHref } from "../../components/PageContext.tsx";
import { SITE } from "../../site.ts";

/** What to do next: confirm from the e-mail when the provider asks for it (double opt-in), then read on. */
export function ThanksSection() {
  const href = useHref();
  const confirm = SITE.newsletter.doubleOptIn;
  return (
    <section className="section thanks" aria-labelledby={confirm ? "thanks-title" : "page-title"}>
      <div className="container">
        {confirm ? (
          <>
            <h2 id="thanks-title">{thanks.confirm}</h2>
            <ol className="thanks__steps">
              {thanks.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </>
        ) : null}
        <p className="thanks__actions">
          <a className="button button--primary" href={href("/")}>
            {thanks.home}
          </a>
          <a className="button button--secondary" href={href("/blog/")}>
            {thanks.blog}
          </a>
        </p>
      </div>
    </section>
  );
}
