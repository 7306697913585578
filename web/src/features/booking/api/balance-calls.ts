import {
  disputeDamageResponse,
  payBalanceResponse,
  verifyBalancePaymentResponse,
  type DisputeDamageInput,
} from '#shared/api/balance.ts';
import type { ProviderPaymentResponse } from '#shared/api/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/payBalance: the provider order of a settled ride's balance due (toasts a refusal). */
export async function payBalance(id: string) {
  return (await apiRequest('customer', '/payBalance', { body: { id }, schema: payBalanceResponse })).data;
}

/** POST /api/verifyBalancePayment: records the paid balance (toasts a refusal). */
export async function verifyBalancePayment(body: ProviderPaymentResponse) {
  return (await apiRequest('customer', '/verifyBalancePayment', { body, schema: verifyBalancePaymentResponse })).data;
}

/** POST /api/disputeDamage: sends the dispute to the admin's chat. Quiet: the dialog shows a refusal itself. */
export async function disputeDamage(body: DisputeDamageInput) {
  return (await apiRequest('customer', '/disputeDamage', { body, schema: disputeDamageResponse, quiet: true })).data;
}
