import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteCurrentUserMutation } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField } from '../../components/FormField';
import { fieldErrorsOf } from '../../api/errors';
import { useDispatch } from 'react-redux';
import { loggedOut } from '../../session/authSlice';
import { leaveLoginNotice } from '../../session/notice';

/** What the log-in page says after an account is deleted. */
export const ACCOUNT_DELETED = 'Your account has been deleted. Thank you for playing.';
const WHAT_GOES = 'Your team, your places in mini-leagues and the leagues you own are deleted with it. This cannot be undone.';

/** "Delete my account": the password, then a confirmation; then signed out, to the home page. */
export function DeleteAccount() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [remove, { isLoading }] = useDeleteCurrentUserMutation();
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<AlertMessage>(null);

  function ask(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setMessage(null);
    if (!password) {
      setError('Enter your password.');
      return;
    }
    setAsking(true);
  }

  async function confirmDelete() {
    try {
      await remove({ accountDeletion: { password } }).unwrap();
      // To the log-in page, which says what happened (the notice also reaches it when the
      // session's end gets there first, through this page's guard).
      leaveLoginNotice(ACCOUNT_DELETED);
      await navigate('/login', { replace: true });
      dispatch(loggedOut());
    } catch (err) {
      setAsking(false);
      setError(fieldErrorsOf(err).password?.join(' ') ?? null);
      setMessage({ kind: 'error', text: 'Your account was not deleted.' });
    }
  }

  return (
    <form className="form card account__section account__danger" onSubmit={ask} aria-labelledby="account-delete-heading" noValidate>
      <h2 id="account-delete-heading">Delete my account</h2>
      <p className="form__note">{WHAT_GOES}</p>
      <FormField
        id="account-delete-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={error}
        required
      />
      <button type="submit" className="button button--danger">
        Delete my account
      </button>
      <Alert message={message} onDismiss={() => setMessage(null)} />
      {asking && (
        <ConfirmDialog
          title="Delete your account?"
          text={`Your account will be deleted. ${WHAT_GOES}`}
          confirmLabel="Delete my account"
          busy={isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setAsking(false)}
        />
      )}
    </form>
  );
}
