/** Values the global setup put in the environment for the workers. */
export function e2eEnv(
  name:
    | 'E2E_BASE_URL'
    | 'E2E_API_URL'
    | 'E2E_ANON_KEY'
    | 'E2E_MAIL_URL'
    | 'E2E_PAYMENTS_URL'
    | 'E2E_SERVICE_ROLE_KEY'
    | 'E2E_DB_URL'
    | 'E2E_AUTH_DIR',
): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts (globalSetup)`);
  return value;
}
