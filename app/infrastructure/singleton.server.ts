/**
 * One value per process, kept on globalThis so that the development server's module
 * reloading does not open a second database or forget the secrets.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { balacaSingletons?: Map<string, unknown> };
  store.balacaSingletons ??= new Map();
  if (!store.balacaSingletons.has(name)) store.balacaSingletons.set(name, create());
  return store.balacaSingletons.get(name) as T;
}
