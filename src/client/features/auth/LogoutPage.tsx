import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { loggedOut } from '../../session/authSlice';

/** /logout: ends the session once (the store then clears all local storage, every slice and the
 *  API cache), then /login. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(loggedOut());
    void navigate('/login', { replace: true });
  }, [dispatch, navigate]);
  return (
    <section className="page page--centred">
      <p role="status">Logging out...</p>
    </section>
  );
}
