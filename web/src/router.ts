// The app's routes: / (lobby), /play/ID?token=T, /watch/ID?token=T, /replay/ID.
let current: (() => void) | null = null;
let mount: (path: string, query: URLSearchParams) => () => void = () => () => {};

export function setRoutes(f: (path: string, query: URLSearchParams) => () => void): void {
  mount = f;
  window.addEventListener('popstate', () => show());
}

export function navigate(path: string): void {
  history.pushState(null, '', path);
  show();
}

export function show(): void {
  current?.();
  current = mount(location.pathname, new URLSearchParams(location.search));
}
