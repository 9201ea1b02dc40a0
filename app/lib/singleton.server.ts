/**
 * One value per process, kept on globalThis so that the development server's module
 * reloading does not open a second database or forget the secrets.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}
