import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './modal.tsx';

function Harness({ locked = false, onClose = () => {} }: { locked?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal
          title="Edit thing"
          locked={locked}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="Name" />
          <button>Save</button>
        </Modal>
      )}
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

afterEach(cleanup);

describe('Modal', () => {
  it('is a labelled modal dialog that takes the focus', () => {
    render(<Harness />);
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Edit thing' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back', () => {
    render(<Harness />);
    openModal();
    const first = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Save' });

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('closes on %s and gives the focus back to the opener', (_how, close) => {
    render(<Harness />);
    const opener = openModal();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('does not close while locked (a save in flight)', () => {
    const onClose = vi.fn();
    render(<Harness locked onClose={onClose} />);
    openModal();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
