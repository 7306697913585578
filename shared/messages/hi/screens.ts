/** Hindi of ../screens.ts: the same keys, the same arguments. */
import type { screensText as enText } from '../screens.ts';
import type { Translation } from '../translation.ts';

export const screensText: Translation<typeof enText> = {
  loginToBook: (bikeName: string) => `${bikeName} बुक करने के लिए लॉग इन करें`,
  loginToContinue: 'आगे बढ़ने के लिए लॉग इन करें',
  kmAllowance: (perDay: number, total: number) => `हर 24 घंटे में ${perDay} किमी: इस राइड के लिए ${total} किमी`,
  extraKmPrice: (price: string) => `${price} प्रति अतिरिक्त किमी`,
  policyTierAmounts: (when: string, fee: string, back: string) => `${when}: शुल्क ${fee}, आपको वापस मिलेंगे ${back}`,
  policyWhen: (hoursBefore: number) =>
    hoursBefore === 0 ? 'पिक-अप के समय तक' : `पिक-अप से कम से कम ${hoursBefore} घंटे पहले`,
  policyAfterStartAmounts: (back: string) => `पिक-अप के समय के बाद: किराए का रिफ़ंड नहीं, आपको वापस मिलेंगे ${back}`,
  policyDepositNote: 'शुल्क सिर्फ़ किराए से लिया जाता है: वापस मिलने वाला डिपॉज़िट हमेशा पूरा लौटाया जाता है।',
};
