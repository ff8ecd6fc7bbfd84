import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { loggedOut } from './authSlice';

/** /logout: clears all local storage and the in-memory store (see app/store.ts), then /login. */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(loggedOut());
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
  return (
    <section className="page page--centred">
      <p role="status">Logging out...</p>
    </section>
  );
}
