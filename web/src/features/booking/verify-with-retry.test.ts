import { afterEach, describe, expect, it, vi } from 'vitest';
import { msg } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { dismissToast, showError, showPending } from '#web/lib/toast.ts';
import { verifyWithRetry } from './verify-with-retry.ts';

vi.mock('#web/lib/toast.ts', () => ({
  showError: vi.fn(),
  showSuccess: vi.fn(),
  showPending: vi.fn(),
  dismissToast: vi.fn(),
}));

afterEach(() => {
  vi.clearAllMocks();
});

const payment = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'f'.repeat(64) };
const offline = () => new ApiError(0, msg.networkError);

describe('verifyWithRetry', () => {
  it('tries again after network errors, with growing waits and a message meanwhile, and answers the booking', async () => {
    const verify = vi
      .fn<(body: typeof payment) => Promise<string>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce('booking-1');
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    await expect(verifyWithRetry(payment, { verify, sleep })).resolves.toBe('booking-1');
    expect(verify).toHaveBeenCalledTimes(3);
    for (const call of verify.mock.calls) expect(call[0]).toEqual(payment);
    expect(waits).toEqual([1_000, 2_000]);
    expect(showPending).toHaveBeenCalledWith(msg.paymentVerifyRetrying, expect.any(String));
    expect(dismissToast).toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('gives up after the last try, saying the payment is safe', async () => {
    const verify = vi.fn<(body: typeof payment) => Promise<string>>().mockRejectedValue(offline());
    const error = await verifyWithRetry(payment, { verify, sleep: async () => {}, delaysMs: [1, 1, 1] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(verify).toHaveBeenCalledTimes(4);
    expect(showError).toHaveBeenCalledWith(msg.paymentVerifyGaveUp);
  });

  it("a server's answer (a 409 refusal) is final at once, toasted as the server words it", async () => {
    const verify = vi
      .fn<(body: typeof payment) => Promise<string>>()
      .mockRejectedValue(new ApiError(409, msg.paymentBikeTaken));
    await expect(verifyWithRetry(payment, { verify, sleep: async () => {} })).rejects.toBeInstanceOf(ApiError);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith(msg.paymentBikeTaken);
    expect(showPending).not.toHaveBeenCalled();
  });
});
