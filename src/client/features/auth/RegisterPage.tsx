import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useRegisterUserMutation } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { useDispatch } from 'react-redux';
import { loggedOut } from '../../session/authSlice';
import { allErrorsText, fieldErrorsOf } from '../../api/errors';
import { EmailField, NewPasswordField } from './fields';

export const ACCOUNT_CREATED = 'Account created. You can now log in.';

export default function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Where the user was going (a guarded page, or an invite link's /leagues?code=...), handed on
  // to the login page so that logging in lands there.
  const from = (location.state as { from?: unknown } | null)?.from;
  const dispatch = useDispatch();
  const [registerUser, { isLoading }] = useRegisterUserMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<AlertMessage>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  // docs/rules.md §12: local storage is cleared on visiting /register (and the session with it).
  useEffect(() => {
    dispatch(loggedOut());
  }, [dispatch]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    setFieldErrors({});
    try {
      await registerUser({ credentials: { email, password } }).unwrap();
      navigate('/login', { state: { message: ACCOUNT_CREATED, email, ...(from ? { from } : {}) } });
    } catch (err) {
      setFieldErrors(fieldErrorsOf(err));
      setMessage({ kind: 'error', text: allErrorsText(err, 'Registration failed. Please try again.') });
    }
  }

  const emailError = fieldErrors.email?.join(' ');
  const passwordError = fieldErrors.password?.join(' ');
  return (
    <AuthCard
      title="Register"
      lead="Create your account to pick a team of 11 within £100.0m."
      footer={
        <p>
          Already registered?{' '}
          <Link to="/login" state={from ? { from } : undefined}>
            Log in
          </Link>
        </p>
      }
    >
      <Alert message={message} onDismiss={() => setMessage(null)} />
      <AuthForm onSubmit={submit} label="Create account" busyLabel="Creating account..." busy={isLoading}>
        <EmailField id="register-email" value={email} onChange={setEmail} error={emailError} />
        <NewPasswordField
          id="register-password"
          label="Password"
          name="password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      </AuthForm>
    </AuthCard>
  );
}
