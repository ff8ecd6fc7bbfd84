export default function LogoutPage() {
  return (
    <section className="page">
      <h1>Logging out</h1>
    </section>
  );
}
