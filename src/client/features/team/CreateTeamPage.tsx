export default function CreateTeamPage() {
  return (
    <section className="page">
      <h1>Create your team</h1>
    </section>
  );
}
