import thanks from "../../../content/newsletter-merci.yaml";
import { useHref } from "../../components/PageContext.tsx";
import { SITE } from "../../site.ts";

/**
 * What to do next: confirm from the e-mail when the provider asks for it (double opt-in), then read
 * on. Without a provider (SITE.newsletter null) no form leads here, and the page asks nothing.
 */
export function ThanksSection() {
  const href = useHref();
  const confirm = SITE.newsletter?.doubleOptIn ?? false;
  // Without the steps it has no heading of its own: not a landmark, whose name would repeat the hero's.
  const Part = confirm ? "section" : "div";
  return (
    <Part className="section thanks" aria-labelledby={confirm ? "thanks-title" : undefined}>
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
    </Part>
  );
}
