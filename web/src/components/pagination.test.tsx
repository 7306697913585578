import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { pageItems, Pagination } from './pagination.tsx';

afterEach(cleanup);

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 12, [1, 2, 3, 4, 'gap', 12]],
    [5, 12, [1, 'gap', 4, 5, 6, 'gap', 12]],
    [12, 12, [1, 'gap', 9, 10, 11, 12]],
    [3, 8, [1, 2, 3, 4, 'gap', 8]],
  ] as const)('page %i of %i → %j', (page, total, expected) => {
    expect(pageItems(page, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('numbers every page, marks the current one, and reports the page chosen', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(Array.from(nav.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['', '1', '2', '3', '']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('disables the arrows at the ends', () => {
    render(<Pagination page={1} totalPages={2} onPageChange={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(false);
  });
});
