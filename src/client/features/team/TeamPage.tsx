export default function TeamPage() {
  return (
    <section className="page">
      <h1>Your team</h1>
    </section>
  );
}
