export default function HomePage() {
  return (
    <section className="page">
      <h1>Fantasy League</h1>
    </section>
  );
}
