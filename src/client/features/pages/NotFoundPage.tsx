import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="page page--centred">
      <h1>404</h1>
      <p>Sorry, the page you are looking for does not exist!</p>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
