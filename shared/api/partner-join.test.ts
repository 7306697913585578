import { describe, expect, it } from 'vitest';
import { msg } from '../messages.ts';
import { partnerJoinBody, partnerJoinForm } from './partner-join.ts';

const valid = {
  fname: 'Meera',
  lname: 'Iyer',
  email: 'meera.iyer@example.in',
  password: 'Garage2025x',
  confirmPassword: 'Garage2025x',
  terms: true,
};

/** The first message reported for `path`, or undefined when that field passed. */
function messageFor(input: Record<string, unknown>, path: string): string | undefined {
  const result = partnerJoinForm.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('partnerJoinForm', () => {
  it('accepts a complete form, trimming and lower-casing the e-mail', () => {
    const result = partnerJoinForm.parse({ ...valid, fname: '  Meera ', email: ' Meera.Iyer@Example.IN ' });
    expect(result.fname).toBe('Meera');
    expect(result.email).toBe('meera.iyer@example.in');
  });

  it.each([
    ['fname', '   ', msg.fnameRequired],
    ['lname', '', msg.lnameRequired],
    ['email', '', msg.emailRequired],
    ['email', 'meera@nowhere', msg.emailInvalid],
    ['password', '', msg.passwordRequired],
    ['password', 'garage2025x', msg.passwordUpper],
    ['password', 'GARAGE2025X', msg.passwordLower],
    ['password', 'GarageGarage', msg.passwordNumber],
    ['password', 'Garage25', msg.passwordLength], // exactly 8: the policy wants more than 8
  ])('%s = %j → %s', (field, value, expected) => {
    const input = { ...valid, [field]: value, confirmPassword: field === 'password' ? value : valid.confirmPassword };
    expect(messageFor(input, field)).toBe(expected);
  });

  it('asks to confirm the password, then checks that both match', () => {
    expect(messageFor({ ...valid, confirmPassword: ' ' }, 'confirmPassword')).toBe(msg.confirmRequired);
    expect(messageFor({ ...valid, confirmPassword: 'Garage2025y' }, 'confirmPassword')).toBe(msg.passwordMismatch);
  });

  it('reports a mismatch together with other fields’ errors', () => {
    expect(messageFor({ ...valid, fname: '', confirmPassword: 'Other2025xx' }, 'confirmPassword')).toBe(
      msg.passwordMismatch,
    );
  });

  it('refuses the form until the terms are accepted', () => {
    expect(messageFor({ ...valid, terms: false }, 'terms')).toBe(msg.acceptTerms);
    expect(messageFor({ ...valid, terms: undefined }, 'terms')).toBe(msg.acceptTerms);
  });
});

describe('partnerJoinBody', () => {
  it('is the five fields of the call, without the terms box', () => {
    const { terms: _terms, ...body } = valid;
    expect(partnerJoinBody.parse(body)).toEqual(body);
    expect(partnerJoinBody.safeParse({ ...body, email: 'x' }).success).toBe(false);
  });
});
