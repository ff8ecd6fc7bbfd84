import { useState } from 'react';
import { useGetNotificationPrefsQuery, useUpdateNotificationPrefsMutation, type NotificationPrefs } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { errorText } from '../../api/errors';

const FIXTURE_CHOICES: { value: NotificationPrefs['fixture_changes']; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'men', label: "Men's" },
  { value: 'women', label: "Women's" },
  { value: 'all', label: 'Both' },
];

function Switch({ label, on, disabled, onChange }: { label: string; on: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="switch">
      <input type="checkbox" role="switch" checked={on} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** The email switches: each change is saved at once. */
export function NotificationSettings() {
  const { data: stored, isLoading, error } = useGetNotificationPrefsQuery();
  const [update, { isLoading: saving }] = useUpdateNotificationPrefsMutation();
  const [message, setMessage] = useState<AlertMessage>(null);
  // A choice shows at once; it goes back if the server refuses it.
  const [chosen, setChosen] = useState<Partial<NotificationPrefs>>({});
  const prefs = stored && { ...stored, ...chosen };

  async function save(change: Partial<NotificationPrefs>) {
    setMessage(null);
    setChosen((c) => ({ ...c, ...change }));
    try {
      await update({ notificationPrefsUpdate: change }).unwrap();
      setMessage({ kind: 'success', text: 'Saved.' });
    } catch (err) {
      setChosen({});
      setMessage({ kind: 'error', text: errorText(err as never, 'Your choice could not be saved.') });
    }
  }

  return (
    <section className="card account__section" aria-labelledby="account-email-heading">
      <h2 id="account-email-heading">Emails</h2>
      {isLoading && <p className="home__note">Loading...</p>}
      {error && <Alert message={{ kind: 'error', text: errorText(error, 'Your email choices could not be loaded.') }} />}
      {prefs && (
        <div className="account__switches">
          <Switch label="Deadline reminders (a day before each gameweek deadline)" on={prefs.deadline_reminder} disabled={saving} onChange={(on) => void save({ deadline_reminder: on })} />
          <Switch label="Gameweek results (your points and rank)" on={prefs.gameweek_results} disabled={saving} onChange={(on) => void save({ gameweek_results: on })} />
          <fieldset className="account__choice">
            <legend>Fixture changes (postponed, cancelled or moved)</legend>
            {FIXTURE_CHOICES.map((c) => (
              <label key={c.value} className="account__radio">
                <input
                  type="radio"
                  name="fixture-changes"
                  value={c.value}
                  checked={prefs.fixture_changes === c.value}
                  disabled={saving}
                  onChange={() => void save({ fixture_changes: c.value })}
                />
                {c.label}
              </label>
            ))}
          </fieldset>
        </div>
      )}
      <Alert message={message} onDismiss={() => setMessage(null)} />
    </section>
  );
}
