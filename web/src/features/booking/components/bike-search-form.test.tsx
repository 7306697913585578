import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { istDate } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { EMPTY_FILTERS } from '../search-params.ts';
import { loadSearchRules } from '../search-rules.ts';
import { BikeSearchForm } from './bike-search-form.tsx';

vi.mock('#web/lib/toast.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

// in the page they load when the form is first touched; here, before the first test
beforeAll(() => loadSearchRules());

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const day = (offset: number) => istDate(new Date(Date.now() + offset * 86_400_000));

function renderForm() {
  const onApply = vi.fn();
  render(<BikeSearchForm initial={EMPTY_FILTERS} cities={['Bengaluru', 'Mysuru']} onApply={onApply} />);
  const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const apply = () => fireEvent.click(screen.getByRole('button', { name: text.apply }));
  return { onApply, set, apply };
}

describe('BikeSearchForm', () => {
  /** The message shown under the field labelled `label`, if any (linked by aria-describedby). */
  const errorOf = (label: string) => {
    const field = screen.getByLabelText(label);
    const id = field.getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  };

  it('names every missing field beside it, focuses the first, and applies nothing (no toast)', () => {
    const { onApply, set, apply } = renderForm();
    apply();
    expect(errorOf(text.cityLabel)).toBe(msg.cityRequired);
    expect(errorOf(text.pickUpDateLabel)).toBe(msg.pickUpDateRequired);
    expect(errorOf(text.pickUpTimeLabel)).toBe(msg.pickUpTimeRequired);
    expect(errorOf(text.dropDateLabel)).toBe(msg.dropDateRequired);
    expect(errorOf(text.dropTimeLabel)).toBe(msg.dropTimeRequired);
    expect(screen.getByLabelText(text.cityLabel).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(text.cityLabel));

    // editing a field takes its message away; the others stay until Apply
    set(text.cityLabel, 'Bengaluru');
    expect(errorOf(text.cityLabel)).toBeUndefined();
    expect(errorOf(text.pickUpDateLabel)).toBe(msg.pickUpDateRequired);
    set(text.pickUpDateLabel, day(3));
    set(text.pickUpTimeLabel, '10:00 AM');
    set(text.dropDateLabel, day(3));
    apply();
    expect(errorOf(text.dropTimeLabel)).toBe(msg.dropTimeRequired);
    expect(document.activeElement).toBe(screen.getByLabelText(text.dropTimeLabel));
    set(text.dropTimeLabel, '10:00 AM');
    apply();
    expect(errorOf(text.dropTimeLabel)).toBe(msg.sameTimes);
    expect(onApply).not.toHaveBeenCalled();
    expect(showSuccess).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('puts a past pick-up date and a drop before the pick-up under the field they are about', () => {
    const { set, apply } = renderForm();
    set(text.cityLabel, 'Bengaluru');
    set(text.pickUpDateLabel, day(-1));
    set(text.pickUpTimeLabel, '10:00 AM');
    set(text.dropDateLabel, day(2));
    set(text.dropTimeLabel, '10:00 AM');
    apply();
    expect(errorOf(text.pickUpDateLabel)).toBe(msg.pickUpDatePast);
    set(text.pickUpDateLabel, day(4));
    apply();
    expect(errorOf(text.pickUpDateLabel)).toBeUndefined();
    expect(errorOf(text.dropDateLabel)).toBe(msg.dropBeforePickUp);
  });

  it("says 'changes applied' and hands over the trimmed filters", () => {
    const { onApply, set, apply } = renderForm();
    set(text.cityLabel, 'Mysuru');
    set(text.searchLabel, '  classic ');
    set(text.sortLabel, 'lowToHigh');
    set(text.pickUpDateLabel, day(2));
    set(text.pickUpTimeLabel, '10:00 AM');
    set(text.dropDateLabel, day(3));
    set(text.dropTimeLabel, '02:00 PM');
    apply();
    expect(showSuccess).toHaveBeenCalledWith(msg.changesApplied);
    expect(showError).not.toHaveBeenCalled();
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_FILTERS,
      city: 'Mysuru',
      search: 'classic',
      sort: 'lowToHigh',
      pickUpDate: day(2),
      pickUpTime: '10:00 AM',
      dropDate: day(3),
      dropTime: '02:00 PM',
    });
  });
});
