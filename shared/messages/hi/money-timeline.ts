/** Hindi of ../money-timeline.ts: the same keys, the same arguments. */
import type { moneyTimelineMsg as en, moneyTimelineText as enText } from '../money-timeline.ts';
import type { Translation } from '../translation.ts';

export const moneyTimelineMsg: Translation<typeof en> = {
  bookingTimelineListed: 'पैसों की टाइमलाइन',
  bookingTimelineInvalid: 'बुकिंग ID डालें',
  bookingTimelineNotFound: 'बुकिंग नहीं मिली',
  cancelQuoteListed: 'रद्दीकरण का अनुमान',
};

/** 'HH:mm' (24 h) of an ISO instant in India time: the retry's next try (as in ../money-timeline.ts). */
function istClock(iso: string): string {
  const d = new Date(new Date(iso).getTime() + (5 * 60 + 30) * 60 * 1000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

export const moneyTimelineText: Translation<typeof enText> = {
  timelineTitle: 'पैसों का हिसाब',
  timelineLabel: 'पैसों की टाइमलाइन',
  timelineLoading: 'पैसों की टाइमलाइन लोड हो रही है…',
  timelineFailed: 'पैसों की टाइमलाइन लोड नहीं हो सकी',
  timelineEntry: {
    payment: 'भुगतान',
    depositHeld: 'डिपॉज़िट रखा गया',
    cancellation: 'रद्दीकरण शुल्क',
    settlement: 'वापसी का सेटलमेंट: शुल्क',
    balancePaid: 'बकाया चुकाया गया',
    adjustment: 'नुकसान शुल्क घटाया गया',
    refund: 'रिफ़ंड',
  },
  timelineRefundKinds: {
    cancellation: 'रद्दीकरण का रिफ़ंड',
    deposit: 'डिपॉज़िट का रिफ़ंड',
    adjustment: 'घटाए गए शुल्क का रिफ़ंड',
  },
  timelineLines: {
    rent: 'किराया',
    deposit: 'डिपॉज़िट',
    excessKm: 'अतिरिक्त किमी',
    lateFee: 'देरी शुल्क',
    cgst: 'CGST',
    sgst: 'SGST',
    damage: 'नुकसान',
  },
  timelineAdjustment: (before: string, after: string) => `नुकसान ${before} → ${after}`,
  timelineBalanceDue: (amount: string) => `देय बकाया ${amount}`,
  timelineRefundStatus: {
    pending: 'आपके पास आ रहा है',
    retrying: (nextTryAt: string) => `अपने-आप फिर से कोशिश हो रही है (अगली कोशिश ${istClock(nextTryAt)} बजे)`,
    processed: 'वापस कर दिया गया',
    failed: 'नहीं हो सका — हमारी टीम इस पर काम कर रही है',
  },
  timelineExpectedBy: (date: string) => `${date} तक मिलने की उम्मीद`,
  timelineBackOn: (date: string) => `${date} को वापस मिला`,
  timelinePaid: 'भुगतान किया',
  timelineRefunded: 'रिफ़ंड हुआ',
  timelineRefunding: 'आने वाला रिफ़ंड',
  timelineKept: 'राइड की लागत',
  timelineEmpty: 'इस बुकिंग में अभी तक कोई लेन-देन नहीं हुआ है।',
  timelineJournalAgrees: 'जर्नल इन आँकड़ों से मेल खाता है।',
  timelineJournalDiffers: (paid: string, refunded: string) =>
    `जर्नल में अंतर है: उसमें ${paid} का भुगतान और ${refunded} का रिफ़ंड दिखता है।`,
};
