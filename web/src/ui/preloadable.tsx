import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component whose code can be asked for ahead of its first render. */
export type Preloadable<Props extends object = object> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A component of a module loaded when it is first shown, or before the app's first render by `preload` (see
 * `preloadScreens` in app/router.tsx): a component whose code is there renders at once, without suspending, so the
 * server's frame is replaced by the component itself rather than a Suspense fallback
 * (docs/decisions/024-first-paint.md).
 */
export function preloadable<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
      return loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Loaded(props: Props) {
    // Chosen once per mount: a component shown through `Lazy` stays that one element, so it keeps its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload });
}
