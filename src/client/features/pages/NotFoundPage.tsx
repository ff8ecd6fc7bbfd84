import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="page page--centred" aria-labelledby="not-found-title">
      <p className="page-kicker" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="page-title">
        Page not found
      </h1>
      <p className="page-lead">Sorry, the page you are looking for does not exist!</p>
      <Link to="/" className="button button--primary">
        Back to the home page
      </Link>
    </section>
  );
}
