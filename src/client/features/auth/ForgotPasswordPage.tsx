import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { EmailField } from './fields';

// The forgot-password texts of docs/rules.md §14.
export const RESET_EMAIL_SENT = 'Password reset email sent. Please check your inbox.';
export const RESET_EMAIL_FAILED = 'Error sending password reset email. Please try again.';

export default function ForgotPasswordPage() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<AlertMessage>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    try {
      await requestReset({ passwordResetRequest: { email } }).unwrap();
      setMessage({ kind: 'success', text: RESET_EMAIL_SENT });
    } catch {
      setMessage({ kind: 'error', text: RESET_EMAIL_FAILED });
    }
  }

  return (
    <AuthCard
      title="Forgot password"
      lead="Enter the email you registered with and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to log in</Link>
        </p>
      }
    >
      <Alert message={message} onDismiss={() => setMessage(null)} />
      <AuthForm onSubmit={submit} label="Send reset link" busyLabel="Sending..." busy={isLoading}>
        <EmailField id="forgot-email" value={email} onChange={setEmail} />
      </AuthForm>
    </AuthCard>
  );
}
