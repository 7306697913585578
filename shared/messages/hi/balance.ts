/** Hindi of ../balance.ts: the same keys, the same arguments. */
import type { balanceMsg as en, balanceText as enText } from '../balance.ts';
import type { Translation } from '../translation.ts';

export const balanceMsg: Translation<typeof en> = {
  balanceOrderCreated: 'अपनी राइड का हिसाब पूरा करने के लिए बकाया राशि का भुगतान करें',
  balancePaid: 'बकाया राशि का भुगतान हो गया, धन्यवाद',
  rideNotSettled: 'इस राइड का सेटलमेंट अभी नहीं हुआ है',
  balanceNothingDue: 'इस राइड पर कुछ भी बकाया नहीं है',
  balanceAlreadyPaid: 'इस राइड की बकाया राशि का भुगतान पहले ही हो चुका है',
  balanceOrderStale: 'बकाया राशि बदल गई है: मेरी राइड खोलें और नई बकाया राशि का भुगतान करें',
  disputeSent: 'आपका विवाद हमारी सहायता टीम को भेज दिया गया है; हम चैट में जवाब देंगे',
  disputeMessageShort: 'कम से कम 10 अक्षरों में बताएँ कि आप इस शुल्क पर विवाद क्यों कर रहे हैं',
  disputeMessageLong: 'संदेश 1000 अक्षरों से कम रखें',
  disputeNoDamage: 'इस राइड पर विवाद के लिए कोई नुकसान शुल्क नहीं है',
  disputeTooLate: 'नुकसान शुल्क पर विवाद वापसी के 48 घंटे के भीतर ही किया जा सकता है',
  disputeAlreadySent: 'आप इस नुकसान शुल्क पर पहले ही विवाद दर्ज कर चुके हैं',
  adjustDamageInvalid: 'नया नुकसान शुल्क पूरे रुपयों में, 0 या उससे ज़्यादा होना चाहिए',
  adjustDamageNotLower: 'नया नुकसान शुल्क मौजूदा शुल्क से कम होना चाहिए',
  adjustReasonShort: 'कम से कम 10 अक्षरों में कारण बताएँ',
  adjustReasonLong: 'कारण 500 अक्षरों से कम रखें',
  settlementAdjusted: 'नुकसान शुल्क घटा दिया गया',
};

export const balanceText: Translation<typeof enText> = {
  payBalance: (amount: string) => `बकाया ${amount} का भुगतान करें`,
  disputeDamage: 'नुकसान शुल्क पर विवाद करें',
  disputeTitle: 'नुकसान शुल्क पर विवाद',
  disputeIntro: (amount: string, note: string) => `लगाया गया नुकसान शुल्क: ${amount}${note ? ` (${note})` : ''}।`,
  disputeMessageLabel: 'आप इस पर विवाद क्यों कर रहे हैं?',
  disputeSend: 'विवाद भेजें',
  disputeKeep: 'बंद करें',
  disputedLine: 'नुकसान शुल्क पर विवाद दर्ज है: हमारी सहायता टीम चैट में जवाब देगी',
  supplementaryInvoice: 'पूरक इनवॉइस',
  supplementaryInvoiceTitle: 'पूरक इनवॉइस',
  supplementaryInvoiceIntro: 'राइड की वापसी पर तय हुए शुल्क',
  invoiceExcessKm: (km: number) => `अतिरिक्त किमी (${km} किमी × ₹4)`,
  invoiceLateFee: (hours: number) => `देर से वापसी (${hours} ${hours === 1 ? 'घंटा' : 'घंटे'})`,
  invoiceCgst: 'CGST (अतिरिक्त किमी और देर से वापसी पर)',
  invoiceSgst: 'SGST (अतिरिक्त किमी और देर से वापसी पर)',
  invoiceDamage: 'नुकसान (टैक्स नहीं)',
  invoiceTotalCharges: 'कुल शुल्क',
  invoiceDepositApplied: 'डिपॉज़िट से समायोजित',
  invoiceDepositRefund: 'डिपॉज़िट रिफ़ंड',
  invoiceBalanceDue: 'बकाया राशि',
  invoiceBalanceState: (paid: boolean) => (paid ? 'भुगतान हो गया' : 'अभी भुगतान नहीं हुआ'),
  invoiceNoCharges: 'इस राइड की वापसी पर कोई शुल्क नहीं लगा।',
  invoiceNotFound: 'इस राइड का कोई पूरक इनवॉइस नहीं है',
  invoicePrint: 'प्रिंट करें',
  settlementHeading: 'सेटलमेंट',
  settlementSummary: (charges: string, deposit: string) => `शुल्क ${charges} · डिपॉज़िट ${deposit}`,
  lowerDamage: 'नुकसान शुल्क घटाएँ',
  lowerDamageTitle: 'नुकसान शुल्क घटाएँ',
  lowerDamageCurrent: (amount: string) => `मौजूदा नुकसान शुल्क: ${amount}`,
  newDamageLabel: 'नया नुकसान शुल्क (₹)',
  adjustReasonLabel: 'कारण (रिकॉर्ड में दिखेगा)',
  lowerDamageConfirm: 'शुल्क घटाएँ',
  adjustedRefund: (refunded: number, amount: string) =>
    refunded > 0
      ? `नुकसान शुल्क घटा दिया गया: ${amount} ग्राहक को वापस जाएँगे`
      : 'नुकसान शुल्क घटा दिया गया: इससे ज़्यादा कुछ चुकाया नहीं गया था, इसलिए कुछ वापस नहीं जाएगा',
  disputedBadge: 'विवादित',
};
