export default function TeamSnapshotPage() {
  return (
    <section className="page">
      <h1>Team snapshot</h1>
    </section>
  );
}
