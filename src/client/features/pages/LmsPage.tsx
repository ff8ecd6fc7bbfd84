export default function LmsPage() {
  return (
    <section className="page page--centred" aria-labelledby="lms-title">
      <p className="page-kicker" aria-hidden="true">
        LMS
      </p>
      <h1 id="lms-title" className="page-title">
        Under Maintenance
      </h1>
      <p className="page-lead">Sorry, LMS page coming soon</p>
    </section>
  );
}
