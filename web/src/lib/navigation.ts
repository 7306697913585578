/**
 * Lets code outside React (the API client) navigate through the router. router.tsx registers the
 * router's navigate; until then (and in tests that do not set one) a full page load is used.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/** Registers the function that performs client-side navigation. */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

/** Navigates to `to` (an absolute path of the web app). */
export function navigateTo(to: string): void {
  navigate(to);
}
