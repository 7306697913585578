import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { emptyOtp, OtpInput } from './otp-input.tsx';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} />
      <output>{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of 4`);
const code = () => screen.getByRole('status').textContent;

afterEach(cleanup);

describe('OtpInput', () => {
  it('has four labelled single-digit boxes in a group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('takes digits only', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: 'a' } });
    fireEvent.change(box(1), { target: { value: '-' } });
    expect(box(1).value).toBe('');
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(box(1).value).toBe('7');
    expect(code()).toBe('7');
  });

  it('moves to the next box after a digit, and back on Backspace in an empty box', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '1' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));

    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(code()).toBe('1');
  });

  it('replaces a filled box with the new digit', () => {
    render(<Harness />);
    fireEvent.change(box(2), { target: { value: '4' } });
    fireEvent.change(box(2), { target: { value: '49' } });
    expect(box(2).value).toBe('9');
  });

  it('fills all four boxes from a paste of exactly four digits', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 4821 ' } });
    expect([1, 2, 3, 4].map((n) => box(n).value)).toEqual(['4', '8', '2', '1']);
    expect(document.activeElement).toBe(box(4));
  });

  it.each(['48a1', '482', '48211', 'abcd'])('ignores a paste of %j', (pasted) => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => pasted } });
    expect(code()).toBe('');
  });

  it('fills all boxes from a one-time-code autofill into the first box', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '5093' } });
    expect(code()).toBe('5093');
  });
});
