// The session keeper (useSessionKeeper.ts), loaded only while a session is held: it renews the
// access token through the store's single refresh.
import { useSessionKeeper } from './useSessionKeeper';
import { WithStore } from './WithStore';

function Keeper() {
  useSessionKeeper();
  return null;
}

export default function SessionKeeper() {
  return (
    <WithStore>
      <Keeper />
    </WithStore>
  );
}
