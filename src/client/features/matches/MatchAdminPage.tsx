export default function MatchAdminPage() {
  return (
    <section className="page">
      <h1>Matches</h1>
    </section>
  );
}
