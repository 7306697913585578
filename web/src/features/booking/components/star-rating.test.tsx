import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StarRating } from './star-rating.tsx';

afterEach(cleanup);

function Harness() {
  const [stars, setStars] = useState(0);
  return <StarRating value={stars} onChange={setStars} />;
}

const star = (n: number) => screen.getByRole('button', { name: n === 1 ? '1 star' : `${n} stars` });
const lit = () => screen.getAllByRole('button').filter((button) => button.dataset.lit === 'true').length;

describe('StarRating', () => {
  it('highlights up to the hovered star and keeps the clicked one', () => {
    render(<Harness />);
    expect(lit()).toBe(0);
    fireEvent.mouseEnter(star(3));
    expect(lit()).toBe(3);
    fireEvent.click(star(4));
    expect(star(4).getAttribute('aria-pressed')).toBe('true');
    fireEvent.mouseEnter(star(2));
    expect(lit()).toBe(2);
    fireEvent.mouseLeave(screen.getByRole('group'));
    expect(lit()).toBe(4);
  });
});
