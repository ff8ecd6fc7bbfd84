export default function PlayersAdminPage() {
  return (
    <section className="page">
      <h1>Players</h1>
    </section>
  );
}
