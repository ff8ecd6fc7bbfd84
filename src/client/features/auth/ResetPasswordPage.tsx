import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { fieldErrorsOf } from '../../api/errors';
import { NewPasswordField, PasswordField } from './fields';

// docs/rules.md §12 (busy state, back to /login after 2 s) and §14 (texts).
export const RESET_DONE = 'Password reset successful. You can now log in.';
export const RESET_FAILED = 'Error resetting password. Please try again.';
export const REDIRECT_DELAY_MS = 2000;
const MISMATCH = 'The two passwords do not match.';

export default function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<AlertMessage>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // After a reset, /login in two seconds (the timer goes if the page is left first).
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    setPasswordError(null);
    setLinkError(null);
    if (password !== confirm) {
      setPasswordError(MISMATCH);
      setMessage({ kind: 'error', text: MISMATCH });
      return;
    }
    try {
      await resetPassword({ passwordReset: { uid, token, new_password: password } }).unwrap();
      setMessage({ kind: 'success', text: RESET_DONE });
      setDone(true);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setPasswordError(fields.new_password?.join(' ') ?? null);
      setLinkError(fields.token?.join(' ') ?? fields.uid?.join(' ') ?? null);
      setMessage({ kind: 'error', text: RESET_FAILED });
    }
  }

  const busy = isLoading || done;
  return (
    <AuthCard title="Reset password" lead="Choose a new password for your account.">
      <Alert message={message} onDismiss={done ? undefined : () => setMessage(null)} />
      {linkError && (
        <p className="form__note">
          {linkError} <Link to="/forgot-password">Ask for a new link</Link>.
        </p>
      )}
      <AuthForm onSubmit={submit} label="Reset password" busyLabel="Resetting..." busy={isLoading} disabled={busy}>
        <NewPasswordField
          id="reset-password"
          label="New password"
          name="new-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
        <PasswordField
          id="reset-confirm"
          label="Confirm new password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
      </AuthForm>
    </AuthCard>
  );
}
