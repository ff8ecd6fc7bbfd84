import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, type AlertMessage } from '../../components/Alert';
import { errorText } from '../../api/errors';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { EmailField, PasswordField } from './fields';
import { logIn } from '../../session/login';
import { tokensReceived } from '../../session/authSlice';
import { clearLoginNotice, loginNotice } from '../../session/notice';
import type { CallError } from '../../api/errors';

/** Where to go after logging in: the page a guard sent the user here from (path, query and hash,
 *  e.g. a /leagues?code=... invite), or home. */
function returnTo(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return '/';
  const part = (value: unknown) => (typeof value === 'string' ? value : '');
  return `${from.pathname}${part(from.search)}${part(from.hash)}`;
}

/** The page the user was going to, handed to Register (and back here after registering). */
function keepFrom(state: unknown): { from: unknown } | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return from ? { from } : undefined;
}

/** A message handed over by the page that sent the user here (e.g. after registering). */
function noticeFrom(state: unknown): AlertMessage {
  const text = (state as { message?: unknown } | null)?.message;
  return typeof text === 'string' && text ? { kind: 'success', text } : null;
}

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [isLoading, setLoading] = useState(false);
  // After registering, the new account's email is already filled in.
  const [email, setEmail] = useState(() => {
    const given = (location.state as { email?: unknown } | null)?.email;
    return typeof given === 'string' ? given : '';
  });
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<AlertMessage>(() => {
    const left = loginNotice();
    return noticeFrom(location.state) ?? (left ? { kind: 'success', text: left } : null);
  });
  // Said once: gone from storage once drawn.
  useEffect(() => clearLoginNotice(), []);
  // After registering only the password is left to type: the caret waits in it.
  const [emailGiven] = useState(() => email !== '');
  useEffect(() => {
    if (emailGiven) document.getElementById('login-password')?.focus();
  }, [emailGiven]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    setLoading(true);
    try {
      dispatch(tokensReceived(await logIn({ email, password })));
      void navigate(returnTo(location.state), { replace: true });
    } catch (err) {
      setMessage({ kind: 'error', text: errorText(err as CallError, 'Login failed. Please try again.') });
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Log in" lead="Pick your XI, follow the league and beat your mates.">
      <Alert message={message} onDismiss={() => setMessage(null)} />
      <AuthForm onSubmit={submit} label="Log in" busyLabel="Logging in..." busy={isLoading}>
        <EmailField id="login-email" value={email} onChange={setEmail} />
        <PasswordField
          id="login-password"
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </AuthForm>
      <div className="auth-card__links">
        <Link to="/forgot-password" className="button button--link">
          Forgot Password?
        </Link>
        <p className="auth-card__switch">
          New here?{' '}
          <Link to="/register" state={keepFrom(location.state)} className="button button--secondary">
            Register
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
