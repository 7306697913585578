import { describe, expect, it } from 'vitest';
import {
  customerPageFor,
  Error404Page,
  HomePage,
  LoginPage,
  VerifyForgetPasswordPage,
  ViewBikesPage,
} from './pages.ts';

describe('customerPageFor (which page chunk the router preloads)', () => {
  it('maps a path to its page, as the router matches it: any case, trailing slashes ignored', () => {
    expect(customerPageFor('/')).toBe(HomePage);
    expect(customerPageFor('/viewBikes')).toBe(ViewBikesPage);
    expect(customerPageFor('/viewbikes/')).toBe(ViewBikesPage);
    expect(customerPageFor('/LOGIN')).toBe(LoginPage);
    expect(customerPageFor('//')).toBe(HomePage);
  });

  it('serves both names of the reset-code screen, and the 404 page for anything else', () => {
    expect(customerPageFor('/verifyForgetPassword')).toBe(VerifyForgetPasswordPage);
    expect(customerPageFor('/verifyForgotOtp')).toBe(VerifyForgetPasswordPage);
    expect(customerPageFor('/no/such/page')).toBe(Error404Page);
    expect(customerPageFor('/login/extra')).toBe(Error404Page);
  });

  it('loads the page module that the route renders', async () => {
    const Home = await HomePage.preload();
    const { HomePage: fromModule } = await import('./pages/home-page.tsx');
    expect(Home).toBe(fromModule);
  });
});
