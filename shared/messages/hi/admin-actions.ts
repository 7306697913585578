/** Hindi of ../admin-actions.ts: the same keys, the same arguments. */
import { formatMoney } from '../../format/money.ts';
import type { adminActionsMsg as en, adminActionsText as enText } from '../admin-actions.ts';
import type { Translation } from '../translation.ts';

export const adminActionsMsg: Translation<typeof en> = {
  disputeDecisionShort: 'फ़ैसला कम से कम 10 अक्षरों में लिखें',
  disputeDecisionLong: 'फ़ैसला 1000 अक्षरों से कम रखें',
  disputeNotOpen: 'इस राइड पर सुलझाने के लिए कोई खुला विवाद नहीं है',
  disputeResolved: 'विवाद सुलझा हुआ मार्क कर दिया गया',
  bankHolderInvalid: 'खाताधारक का नाम लिखें (2–100 अक्षर)',
  bankAccountInvalid: 'खाता नंबर लिखें: 9 से 18 अंक',
  bankIfscInvalid: 'सही IFSC लिखें: 4 अक्षर, फिर 0, फिर 6 अक्षर या अंक (जैसे HDFC0001234)',
  bankAccountSaved: 'बैंक खाता सेव हो गया',
  payoutPaidOnInvalid: 'वह दिन चुनें जिस दिन ट्रांसफ़र किया गया (आने वाला कोई दिन नहीं)',
  payoutEntriesListed: 'पेआउट एंट्रियाँ',
  needsActionListed: 'एडमिन की कार्रवाई के इंतज़ार में',
};

export const adminActionsText: Translation<typeof enText> = {
  disputeOpenBooking: 'बुकिंग खोलें',
  disputeWindowUntil: (when: string) => `आप ${when} तक नुकसान शुल्क पर विवाद दर्ज कर सकते हैं`,
  disputeResolvedLine: (decision: string) => `विवाद सुलझा: ${decision}`,
  disputeOpenLine: 'ग्राहक ने नुकसान शुल्क पर विवाद दर्ज किया है: हमारी टीम इसकी जाँच कर रही है',
  disputeResolvedBadge: 'विवाद सुलझा',
  resolveDispute: 'विवाद सुलझाएँ',
  resolveDisputeTitle: 'विवाद सुलझाएँ',
  resolveDisputeIntro: (amount: string) => `लगाया गया नुकसान शुल्क: ${amount}। ग्राहक और पार्टनर दोनों आपका फ़ैसला देखेंगे।`,
  disputeDecisionLabel: 'क्या फ़ैसला हुआ',
  resolveDisputeConfirm: 'सुलझा हुआ मार्क करें',
  disputeChatLines: (d: {
    bike: string;
    plate: string;
    customer: string;
    damage: number;
    note: string;
    message: string;
    ref: string;
  }) =>
    [
      `नुकसान शुल्क पर विवाद: ${d.bike} (${d.plate}), राइड ${d.ref}`,
      `ग्राहक: ${d.customer}`,
      `लगाया गया नुकसान शुल्क: ${formatMoney(d.damage)}${d.note ? ` — ${d.note}` : ''}`,
      `ग्राहक का संदेश: ${d.message}`,
    ].join('\n'),
  bankAccountHeading: 'पेआउट के लिए बैंक खाता',
  bankHolderLabel: 'खाताधारक का नाम',
  bankAccountLabel: 'खाता नंबर',
  bankIfscLabel: 'IFSC',
  bankAccountNone: 'अभी कोई बैंक खाता नहीं है: खाता जोड़ें ताकि हम आपको भुगतान कर सकें',
  bankAccountSave: 'बैंक खाता सेव करें',
  bankAccountEdit: 'बैंक खाता बदलें',
  payoutConfirmTitle: 'पेआउट की पुष्टि करें',
  markPaidAccount: 'किसे भुगतान',
  markPaidEntries: 'एंट्रियाँ',
  markPaidAmount: 'राशि',
  markPaidOnLabel: 'भुगतान की तारीख',
  payoutConfirmButton: 'भुगतान की पुष्टि करें',
  payoutConfirmCancel: 'रद्द करें',
  paidOnLine: (day: string) => `${day} को भुगतान किया गया`,
  noBankAccount: 'कोई बैंक खाता दर्ज नहीं है',
  commissionInvoiceLink: 'कमीशन इनवॉइस',
  needsActionHeading: 'कार्रवाई ज़रूरी',
  needsActionNone: 'एडमिन के लिए कुछ भी लंबित नहीं है',
  needsFailedRefunds: (n: number) => `${n} विफल रिफ़ंड`,
  needsOpenDisputes: (n: number) => `${n} ${n === 1 ? 'खुला विवाद' : 'खुले विवाद'}`,
  needsPartnerRequests: (n: number) => `${n} पार्टनर अनुरोध`,
  needsUndeliveredMails: (n: number) => `${n} ${n === 1 ? 'ईमेल डिलीवर नहीं हुआ' : 'ईमेल डिलीवर नहीं हुए'}`,
  needsUnpaidPayouts: (n: number) => `${n} पार्टनर ${n === 1 ? 'जिसे' : 'जिन्हें'} पेआउट देना है`,
  needsActionOpen: 'खोलें',
};
