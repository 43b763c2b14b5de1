/**
 * A loader for a module fetched on demand with `import()` (a form's zod rules):
 * the first call starts the load and every call until it settles shares it, so
 * a form may ask early (when the shopper starts on it) and again on the press.
 * A load that failed (connection lost, a new version deployed) is tried afresh
 * on the next call instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
