import { lazy, useState, type ComponentType, type ReactNode } from 'react';

type Props = { children?: ReactNode };
type Module = { default: ComponentType<Props> };
/** A page whose code loads on its own; `preload` loads it ahead of the first draw. */
export type Page = ComponentType<Props> & { preload: () => Promise<unknown> };

/** A page whose code loads when it is first drawn, or before with `preload` (main.tsx does so
 *  for the first page, which then draws at once rather than after a "Loading..." in its place).
 *  A load that failed (a dropped connection) is tried again on the next mount: the error
 *  boundary's Retry (PageError.tsx) remounts the page. */
export function page(load: () => Promise<Module>): Page {
  let loading: Promise<Module> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LazyPage(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would redraw it.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? lazy(preload));
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
