/** The three kinds of email a user can choose, as the preferences and unsubscribe links name them. */
export const NOTIFICATION_KINDS = ['deadline_reminder', 'gameweek_results', 'fixture_changes'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const FIXTURE_CHOICES = ['none', 'men', 'women', 'all'] as const;
export type FixtureChoice = (typeof FIXTURE_CHOICES)[number];

export interface NotificationPrefs {
  deadline_reminder: boolean;
  gameweek_results: boolean;
  fixture_changes: FixtureChoice;
}

export const isNotificationKind = (k: unknown): k is NotificationKind => NOTIFICATION_KINDS.includes(k as NotificationKind);
