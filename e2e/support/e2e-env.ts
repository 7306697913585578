/**
 * Names of the environment variables through which the global setup (runner process) hands the
 * running app to the test workers. Playwright forks workers after the global setup, so they inherit
 * whatever it put into process.env.
 */
export const E2E_ENV = {
  /** Base URL of the started server, e.g. http://127.0.0.1:41234 (also `use.baseURL`). */
  baseUrl: 'E2E_BASE_URL',
  /** Folder where the SMTP capture server writes every received mail as `<seq>.json`. */
  mailDir: 'E2E_MAIL_DIR',
  /** The run's temp folder: server.log, data/ (the server's DATA_DIR), mail/. */
  runDir: 'E2E_RUN_DIR',
} as const;

/** Reads one of the variables above; a missing one means the test was started without the global setup. */
export function readE2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) {
    throw new Error(
      `${E2E_ENV[name]} is not set: run the tests through playwright.config.ts (its globalSetup starts the app)`,
    );
  }
  return value;
}

/**
 * The e2e server's RAZORPAY_WEBHOOK_SECRET (start-app-server.ts sets it): a spec signs the provider's
 * webhook with it, as Razorpay would (issue 28). A test value, never a real secret.
 */
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret-not-a-real-one-0001';
