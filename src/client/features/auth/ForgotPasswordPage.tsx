export default function ForgotPasswordPage() {
  return (
    <section className="page">
      <h1>Forgot password</h1>
    </section>
  );
}
