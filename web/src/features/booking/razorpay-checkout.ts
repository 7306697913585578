import type { ProviderPaymentResponse } from '#shared/api/booking.ts';
import { PRODUCT_NAME } from '#shared/messages.ts';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  prefill?: { name?: string; email?: string };
  handler: (response: ProviderPaymentResponse) => void;
  modal?: { ondismiss?: () => void };
}

type RazorpayConstructor = new (options: RazorpayOptions) => { open: () => void };

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's checkout script once, only when the server says Razorpay is the provider. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay checkout did not load'));
    };
    document.body.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay's checkout for a provider order; resolves with what its handler receives, or null
 * when the customer closes it.
 */
export async function openRazorpay(order: {
  key: string;
  amount: number;
  currency: string;
  id: string;
  prefillName?: string;
}): Promise<ProviderPaymentResponse | null> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: PRODUCT_NAME,
      prefill: order.prefillName ? { name: order.prefillName } : {},
      handler: resolve,
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
