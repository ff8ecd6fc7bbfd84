export default function RegisterPage() {
  return (
    <section className="page">
      <h1>Register</h1>
    </section>
  );
}
