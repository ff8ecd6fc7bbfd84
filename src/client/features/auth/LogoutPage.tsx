import { useEffect } from 'react';
import { useNavigate } from '../../router';
import { logOut } from '../../session/session';

/** /logout: clears all local storage and the in-memory store (see app/store.ts), then /login. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    logOut();
    navigate('/login', { replace: true });
  }, [navigate]);
  return (
    <section className="page page--centred">
      <p role="status">Logging out...</p>
    </section>
  );
}
