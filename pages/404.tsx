import { useHref } from "../src/components/PageContext.tsx";
import notFound from "../content/not-found.yaml";
import { useClientBehaviour } from "../src/components/ClientRecord.tsx";

/** Spec §2 and §8: '404', 'Oops! Page not found' and a 'Return to Home' link. */
export default function NotFound() {
  useClientBehaviour("not-found-log");
  const href = useHref();
  return (
    <section className="not-found" aria-labelledby="not-found-title" data-not-found-log="">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">
          <span className="visually-hidden">404 : </span>
          {notFound.title}
        </h1>
        <p className="lead">{notFound.lead}</p>
        <p>
          <a className="button button--primary button--large" href={href("/")}>
            {notFound.home}
          </a>
        </p>
      </div>
    </section>
  );
}
