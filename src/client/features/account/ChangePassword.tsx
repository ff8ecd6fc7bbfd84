import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { fieldErrorsOf } from '../../api/errors';
import { useDispatch } from 'react-redux';
import { tokensReceived } from '../../session/authSlice';

const CHANGED = 'Your password has been changed. You have been signed out everywhere else.';
const MISMATCH = 'The two new passwords do not match.';
const PASSWORD_HINT = 'At least 8 characters, not all digits, and not a common password.';

/** A new password: the current one is needed; every other session ends, this one goes on. */
export function ChangePassword() {
  const dispatch = useDispatch();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<AlertMessage>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    setErrors({});
    if (next !== confirm) {
      setErrors({ confirm: [MISMATCH] });
      setMessage({ kind: 'error', text: MISMATCH });
      return;
    }
    try {
      const tokens = await change({ passwordChange: { current_password: current, new_password: next } }).unwrap();
      dispatch(tokensReceived({ access: tokens.access, refresh: tokens.refresh }));
      setCurrent('');
      setNext('');
      setConfirm('');
      setMessage({ kind: 'success', text: CHANGED });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setMessage({ kind: 'error', text: 'Your password was not changed.' });
    }
  }

  const fields = [
    { id: 'account-current-password', label: 'Current password', value: current, set: setCurrent, error: 'current_password' },
    { id: 'account-new-password', label: 'New password', value: next, set: setNext, error: 'new_password', hint: PASSWORD_HINT },
    { id: 'account-confirm-password', label: 'Confirm new password', value: confirm, set: setConfirm, error: 'confirm' },
  ];
  return (
    <form className="form card account__section" onSubmit={submit} aria-labelledby="account-password-heading" noValidate>
      <h2 id="account-password-heading">Change password</h2>
      {fields.map((f) => (
        <FormField
          key={f.id}
          id={f.id}
          label={f.label}
          type="password"
          autoComplete={f.id === 'account-current-password' ? 'current-password' : 'new-password'}
          hint={f.hint}
          value={f.value}
          onChange={f.set}
          error={errors[f.error]?.join(' ')}
          required
        />
      ))}
      <SubmitButton label="Change password" busyLabel="Changing..." busy={isLoading} />
      <p className="form__note">Other browsers and devices will be signed out.</p>
      <Alert message={message} onDismiss={() => setMessage(null)} />
    </form>
  );
}
