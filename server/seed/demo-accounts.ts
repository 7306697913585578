/**
 * The demo logins printed by `npm start` on a demo database and used by the end-to-end fixtures.
 * Passwords follow the one password policy (the product decisions).
 */
export const DEMO_ACCOUNTS = {
  user: { email: 'rider@revon.demo', password: 'Rider@2026', fname: 'Aarav', lname: 'Sharma' },
  partner: { email: 'partner@revon.demo', password: 'Partner@2026', fname: 'Vikram', lname: 'Rao' },
  admin: { email: 'admin@revon.demo', password: 'Admin@2026', name: 'Admin' },
} as const;
