/** Hindi of ../deposit.ts: the same keys, the same arguments. */
import type { depositMsg as en, depositText as enText } from '../deposit.ts';
import type { Translation } from '../translation.ts';

export const depositMsg: Translation<typeof en> = {
  depositInvalid: 'सिक्योरिटी डिपॉज़िट 0 से 50000 तक पूरे रुपयों में होना चाहिए',
};

export const depositText: Translation<typeof enText> = {
  bikeDepositLabel: 'सिक्योरिटी डिपॉज़िट (₹)',
  bikeDepositHint: 'वापस मिलने वाला, किराए के साथ चुकाया जाता है; न हो तो 0',
  refundableDeposit: 'वापस मिलने वाला डिपॉज़िट',
  refundableDepositLine: (amount: string) => `वापस मिलने वाला डिपॉज़िट ${amount}`,
  depositUntaxedNote: 'इस पर टैक्स नहीं लगता, कभी छूट नहीं मिलती; बाइक लौटाने के बाद यह वापस मिल जाता है।',
  amountToPay: 'चुकाने की राशि',
};
