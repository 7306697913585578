import { beforeEach, describe, expect, it, vi } from 'vitest';
import { msg } from '#shared/messages.ts';
import { confirmAction } from './confirm.ts';

const fire = vi.fn<(options: unknown) => Promise<{ isConfirmed: boolean; isDismissed?: boolean }>>();
vi.mock('sweetalert2', () => ({ default: { fire: (options: unknown) => fire(options) } }));

beforeEach(() => fire.mockReset());

describe('confirmAction', () => {
  it("asks the spec's question with the given confirm button", async () => {
    fire.mockResolvedValue({ isConfirmed: true });

    await expect(confirmAction(msg.confirmRejectRequest)).resolves.toBe(true);

    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Are you sure?',
        text: "You won't be able to revert this!",
        confirmButtonText: 'Reject Request',
        showCancelButton: true,
      }),
    );
  });

  it('resolves false when the dialog is dismissed', async () => {
    fire.mockResolvedValue({ isConfirmed: false, isDismissed: true });
    await expect(confirmAction(msg.confirmChangeStatus)).resolves.toBe(false);
  });
});
