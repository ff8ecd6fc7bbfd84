export default function LoginPage() {
  return (
    <section className="page">
      <h1>Log in</h1>
    </section>
  );
}
