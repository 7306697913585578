import { describe, expect, it } from 'vitest';
import { msg } from '../messages.ts';
import { editProfileForm, forgotPasswordForm, otpForm, registerForm } from './account.ts';

const valid = {
  fname: ' Asha ',
  lname: 'Rao',
  email: ' Asha@Example.COM ',
  mobile: ' 9876543210 ',
  password: 'Secret@Pass9',
  confirmPassword: 'Secret@Pass9',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('registerForm', () => {
  it('trims every value and lower-cases the e-mail', () => {
    expect(registerForm.parse(valid)).toEqual({
      ...valid,
      fname: 'Asha',
      email: 'asha@example.com',
      mobile: '+919876543210',
    });
  });

  it("shows 'password mismatch' together with the other fields' messages", () => {
    const result = registerForm.safeParse({ ...valid, fname: '', confirmPassword: 'Secret@Pass8' });
    expect(messagesOf(result)).toEqual({ fname: msg.fnameRequired, confirmPassword: msg.passwordMismatch });
  });

  it("says 'confirm your password' (not a mismatch) while the confirmation is empty", () => {
    expect(messagesOf(registerForm.safeParse({ ...valid, confirmPassword: '' }))).toEqual({
      confirmPassword: msg.confirmRequired,
    });
  });
});

describe('forgotPasswordForm', () => {
  it("uses this form's own length text for the same policy", () => {
    const result = forgotPasswordForm.safeParse({ email: 'a@b.co', password: 'Secret@9', confirmPassword: 'Secret@9' });
    expect(messagesOf(result)).toEqual({ password: msg.passwordResetLength });
    expect(
      forgotPasswordForm.safeParse({ email: 'a@b.co', password: 'Secret@99', confirmPassword: 'Secret@99' }).success,
    ).toBe(true);
  });
});

describe('otpForm', () => {
  it.each(['', '123', '12345', '12a4', '１２３４'])('refuses %j with the spec text', (otp) => {
    expect(messagesOf(otpForm.safeParse({ otp }))).toEqual({ otp: msg.otpIncomplete });
  });
  it('accepts 4 digits, leading zero kept', () => {
    expect(otpForm.parse({ otp: ' 0123 ' })).toEqual({ otp: '0123' });
  });
});

describe('editProfileForm', () => {
  it('requires fname, lname and a valid mobile, and drops anything else', () => {
    expect(messagesOf(editProfileForm.safeParse({ fname: '', lname: '', mobile: '12' }))).toEqual({
      fname: msg.fnameRequired,
      lname: msg.lnameRequired,
      mobile: msg.mobileDigits,
    });
    expect(editProfileForm.parse({ fname: 'A', lname: 'B', mobile: '9000000001', email: 'x@y.z' })).toEqual({
      fname: 'A',
      lname: 'B',
      mobile: '+919000000001',
    });
  });
});

describe('mobileField (issue #33)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    [' 98765 43210 ', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
  ])('stores %j as %j (E.164)', (mobile, stored) => {
    expect(editProfileForm.parse({ fname: 'A', lname: 'B', mobile }).mobile).toBe(stored);
  });
  it.each(['12', '987654321', '98765432101', '98765abcde', '+91 12345', '0000000000'])('refuses %j', (mobile) => {
    expect(messagesOf(editProfileForm.safeParse({ fname: 'A', lname: 'B', mobile }))).toEqual({ mobile: msg.mobileDigits });
  });
});
