import { Component, Fragment, type ReactNode } from 'react';

interface Props {
  /** The place shown: a new place clears an error left by the last one. */
  place: string;
  children: ReactNode;
}
interface State {
  error: unknown;
  place: string;
  /** Bumped by Retry: the page is mounted again, and loads its code again. */
  attempt: number;
}

/** A failed chunk load (webpack's ChunkLoadError) rather than a fault of the page itself. */
const isLoadError = (error: unknown) => error instanceof Error && (error.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(error.message));

/** The layout's error element: a page that throws, or whose code fails to load, shows a message
 *  and Retry inside the frame (header and tab bar stay), never a blank app. */
export class PageError extends Component<Props, State> {
  override state: State = { error: null, place: this.props.place, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.place === state.place ? null : { place: props.place, error: null };
  }

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    return (
      <section className="page page--centred" aria-labelledby="page-error-title">
        <h1 id="page-error-title">{isLoadError(error) ? 'This page could not be loaded' : 'Something went wrong'}</h1>
        <p role="alert">
          {isLoadError(error)
            ? 'Check your connection and try again.'
            : 'The page stopped with an error. Try again, or go back to the previous page.'}
        </p>
        <button type="button" className="button" onClick={() => this.setState({ error: null, attempt: attempt + 1 })}>
          Retry
        </button>
      </section>
    );
  }
}
