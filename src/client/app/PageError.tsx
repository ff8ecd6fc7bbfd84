import { useRevalidator, useRouteError } from 'react-router-dom';
import { useOnline } from './useOnline';

/** A failed chunk load (webpack's ChunkLoadError) rather than a fault of the page itself. */
const isLoadError = (error: unknown) => error instanceof Error && (error.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(error.message));

/** The error element inside the layout: a page that throws, or whose code fails to load (after
 *  one more try), shows a message and Retry inside the frame (header and tab bar stay), never a
 *  blank app. Retry runs the page's loader again (a fresh load of its code) and draws it again. */
export function PageError() {
  const error = useRouteError();
  const online = useOnline();
  const revalidator = useRevalidator();
  const notLoaded = isLoadError(error) || !online;
  return (
    <section className="page page--centred" aria-labelledby="page-error-title">
      <h1 id="page-error-title">{notLoaded ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p role="alert">
        {!online
          ? 'You are offline. Connect, then try again.'
          : notLoaded
            ? 'Check your connection and try again.'
            : 'The page stopped with an error. Try again, or go back to the previous page.'}
      </p>
      <button type="button" className="button" disabled={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
        {revalidator.state === 'loading' ? 'Retrying...' : 'Retry'}
      </button>
    </section>
  );
}
