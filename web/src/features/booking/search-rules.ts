import type * as rulesModule from './first-search-error.ts';

type SearchRules = typeof rulesModule;

let loaded: SearchRules | undefined;
let loading: Promise<SearchRules> | undefined;

/**
 * The search form's rules (first-search-error.ts, with zod and the schemas), loaded when the form is
 * first touched rather than with the page: a /viewBikes the server rendered (D85) hydrates without them.
 */
export function loadSearchRules(): Promise<SearchRules> {
  loading ??= import('./first-search-error.ts').then(
    (rules) => (loaded = rules),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Runs `check` with the rules: at once when they are here, else once they have loaded. */
export function withSearchRules(check: (rules: SearchRules) => void): void {
  if (loaded) {
    check(loaded);
    return;
  }
  loadSearchRules().then(check, () => undefined);
}
