import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a module's named export: the module becomes its own chunk,
 * downloaded the first time the component renders (inside a `<Suspense>`).
 */
// `any` props: each component keeps its own props type through M[K].
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
