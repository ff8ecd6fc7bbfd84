// The session keeper (useSessionKeeper.ts), loaded only while a session is held: it renews the
// access token through the API's single refresh.
import { useSessionKeeper } from './useSessionKeeper';

export default function SessionKeeper() {
  useSessionKeeper();
  return null;
}
