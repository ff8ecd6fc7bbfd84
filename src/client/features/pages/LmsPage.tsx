export default function LmsPage() {
  return (
    <section className="page page--centred">
      <h1>Under Maintenance</h1>
      <p>Sorry, LMS page coming soon</p>
    </section>
  );
}
