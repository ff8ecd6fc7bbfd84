export default function TeamTransfersPage() {
  return (
    <section className="page">
      <h1>Transfers</h1>
    </section>
  );
}
