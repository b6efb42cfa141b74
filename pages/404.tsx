import { useHref } from "../src/components/PageContext.tsx";

export default function NotFound() {
  const href = useHref();
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <span className="visually-hidden">404 : </span>Oops! Page not found
      </h1>
      <p>
        <a className="button button--primary" href={href("/")}>
          Return to Home
        </a>
      </p>
    </section>
  );
}
