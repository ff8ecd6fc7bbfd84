import { lazy, useState, type ComponentType, type ReactNode } from 'react';

type Props = { children?: ReactNode };
type Module = { default: ComponentType<Props> };
/** A page whose code loads on its own; `preload` loads it (the route's loader calls it, so the
 *  router draws the page once its code is there, or the error element if it failed). */
export type Page = ComponentType<Props> & { preload: () => Promise<unknown> };

/** A page whose code loads on its own. A load that fails is tried once more at once (a chunk
 *  dropped by a flaky connection); if that fails too the promise rejects and the router shows
 *  the error element, whose Retry calls the loader, which starts a fresh load. Nothing loads
 *  again on its own: an offline phone makes two requests per tap, not hundreds. */
export function page(load: () => Promise<Module>): Page {
  let loading: Promise<Module> | undefined;
  let loaded: ComponentType<Props> | undefined;
  // The stand-in drawn if the page is drawn before its code is there (the loader normally sees
  // to it that it is not): one per load, so a draw that is tried again does not load again.
  let standIn: ComponentType<Props> | undefined;
  const attempt = () => load().catch(() => load());
  const preload = () => {
    if (loading) return loading;
    standIn = undefined;
    return (loading = attempt().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  };
  function LazyPage(props: Props) {
    // Chosen once per mount: switching from the stand-in to the loaded page would redraw it.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? (standIn ??= lazy(preload)));
    return <Shown {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}

/** A page that reads data: its code and the store's data part (RTK Query, the team builder:
 *  dataSlices.tsx) load together, in one round trip. */
export function dataPage(load: () => Promise<Module>): Page {
  return page(async () => {
    const [{ WithData }, { default: Content }] = await Promise.all([import('./dataSlices'), load()]);
    return {
      default: function DataPage(props: Props) {
        return (
          <WithData>
            <Content {...props} />
          </WithData>
        );
      },
    };
  });
}
