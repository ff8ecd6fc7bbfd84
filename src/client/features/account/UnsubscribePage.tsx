import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useUnsubscribeMutation } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { errorText } from '../../api/errors';

/** /unsubscribe?token=…: an email's unsubscribe link, with the button (no sign-in needed). */
export default function UnsubscribePage() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [unsubscribe, { isLoading }] = useUnsubscribeMutation();
  const [message, setMessage] = useState<AlertMessage>(null);
  const [done, setDone] = useState(false);

  async function go() {
    setMessage(null);
    try {
      const answer = await unsubscribe({ token }).unwrap();
      setDone(true);
      setMessage({ kind: 'success', text: answer.detail });
    } catch (err) {
      setMessage({ kind: 'error', text: errorText(err as never, 'This unsubscribe link is not valid.') });
    }
  }

  return (
    <section className="page page--centred">
      <div className="card account__section">
        <h1>Unsubscribe</h1>
        <p>Stop this kind of email from Fantasy XI? You can turn it back on from your account page.</p>
        {!done && (
          <button type="button" className="button button--primary" onClick={() => void go()} disabled={isLoading || !token} aria-busy={isLoading}>
            Unsubscribe
          </button>
        )}
        <Alert message={message} />
        <p className="form__note">
          <Link to="/account">Choose which emails you get</Link>
        </p>
      </div>
    </section>
  );
}
