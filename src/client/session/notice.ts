// A word for the log-in page from the page that ended the session (an account deleted): kept in
// session storage, since the session's end sends the browser to /login by more than one way
// (the page's own navigation, or its guard once the tokens are gone).

const KEY = 'login-notice';

/** Leaves a notice for the next log-in page drawn in this tab. */
export function leaveLoginNotice(text: string) {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage can be unavailable (private modes): the log-in page then says nothing.
  }
}

/** The notice left for the log-in page, if any (it stays until `clearLoginNotice`). */
export function loginNotice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearLoginNotice() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
