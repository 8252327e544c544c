import { lazy } from 'react';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

interface ScreenHandle {
  preload: () => Promise<ComponentType>;
}

/**
 * A screen in its own chunk, as a route's element and handle. The chunk loads the first time the screen renders, or
 * before when preloaded; once it is in, the screen renders at once, without suspending.
 */
export function lazyScreen(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then((Loaded) => {
      loaded = Loaded;
      return Loaded;
    }));
  const Pending = lazy(async () => ({ default: await preload() }));
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Pending />;
  }
  const handle: ScreenHandle = { preload };
  return { element: <Screen />, handle };
}

/**
 * Starts loading the screens an address shows, as React Router's data router did before it rendered anything: the
 * app opens with its screen's chunk fetched beside the session, and the layout and the screen appear together.
 */
export function preloadScreensAt(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? [])
    void (route.handle as ScreenHandle | undefined)?.preload();
}
