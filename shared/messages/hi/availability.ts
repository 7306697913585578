/** Hindi of ../availability.ts: the same keys, the same arguments. */
import type { availabilityMsg as en, availabilityText as enText } from '../availability.ts';
import type { Translation } from '../translation.ts';

export const availabilityMsg: Translation<typeof en> = {
  bikeBookedThen: 'इस समय के दौरान यह बाइक बुक है',
  blockReasonInvalid: 'सर्विस, ऑफ़लाइन या अन्य चुनें',
  blockEndsBeforeStart: 'ब्लॉक शुरू होने के बाद ही खत्म होना चाहिए',
  blockTooLong: 'ब्लॉक ज़्यादा से ज़्यादा एक साल का हो सकता है',
  blockNotFound: 'ब्लॉक नहीं मिला',
  monthInvalid: 'महीना YYYY-MM के रूप में होना चाहिए',
  bufferInvalid: 'बफ़र 0 से 240 मिनट तक, 30 मिनट के अंतर पर होना चाहिए',
  calendarTokenInvalid: 'यह कैलेंडर पता अब मान्य नहीं है',
  bikeAlreadyBlocked: 'यह बाइक इस समय के कुछ हिस्से में पहले से ब्लॉक है',
  bikeBlocked: 'बाइक ब्लॉक की गई',
  bikeUnblocked: 'ब्लॉक हटा दिया गया',
  calendarRideSummary: 'राइड',
  calendarBlockSummary: 'ब्लॉक',
  calendarTokenRenewed: 'नया कैलेंडर पता बन गया; पुराना पता अब काम नहीं करेगा',
  confirmUnblock: 'हाँ, हटाएँ!',
  confirmRenewAddress: 'हाँ, नया बनाएँ!',
  calendarLoadFailed: 'यह कैलेंडर लोड नहीं हो सका',
  addressCopied: 'पता कॉपी हो गया',
  addressCopyFailed: 'कॉपी नहीं हो सका: पता चुनकर खुद कॉपी करें',
};

/** '30 मिनट', '1 घंटा', '1 घंटा 30 मिनट'; 0 is 'कोई नहीं'. */
function bufferLabel(minutes: number): string {
  if (minutes <= 0) return 'कोई नहीं';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} मिनट`;
  const hoursText = `${hours} ${hours === 1 ? 'घंटा' : 'घंटे'}`;
  return rest === 0 ? hoursText : `${hoursText} ${rest} मिनट`;
}

export const availabilityText: Translation<typeof enText> = {
  blockReasons: { service: 'सर्विस', offline: 'ऑफ़लाइन किराया', other: 'अन्य' },
  bufferLabel,
  turnaroundBuffer: 'टर्नअराउंड बफ़र',
  turnaroundBufferHint: 'हर ड्रॉप के बाद बाइक को जाँचने और साफ़ करने के लिए वह कितनी देर उपलब्ध नहीं रहेगी।',
  calendarLink: 'कैलेंडर',
  calendarLinkLabel: (bike: string) => `${bike} का कैलेंडर`,
  calendarTitle: 'कैलेंडर',
  calendarTitleOf: (bike: string) => `कैलेंडर – ${bike}`,
  backToBikes: 'बाइक पर वापस जाएँ',
  calendarIntro:
    'बुकिंग, आपके ब्लॉक और हर ड्रॉप के बाद का टर्नअराउंड बफ़र (भारतीय समय)। किसी खाली दिन को ब्लॉक करने के लिए उस पर टैप करें; ब्लॉक हटाने के लिए उस पर टैप करें।',
  previousMonth: 'पिछला महीना',
  nextMonth: 'अगला महीना',
  thisMonth: 'आज',
  monthGridLabel: (month: string) => `${month} के दिन`,
  todayMarker: 'आज',
  blockDayLabel: (day: string) => `${day} ब्लॉक करें`,
  blockTime: 'समय ब्लॉक करें',
  removeBlock: 'हटाएँ',
  removeBlockLabel: (reason: string, when: string) => `ब्लॉक हटाएँ: ${reason}, ${when}`,
  calendarLegendBooking: 'बुकिंग',
  calendarLegendBlock: 'ब्लॉक',
  calendarLegendBuffer: 'बफ़र',
  bufferEvent: (label: string) => `बफ़र (${label})`,
  monthEventsTitle: 'इस महीने',
  monthEventsEmpty: 'इस महीने कोई बुकिंग या ब्लॉक नहीं: हर दिन खाली है।',
  calendarStatusLabel: {
    booked: 'बुक है',
    completed: 'पूरी हुई',
    cancelled: 'रद्द',
    pending: 'भुगतान लंबित',
  },
  blockFormTitle: 'यह बाइक ब्लॉक करें',
  blockFromDate: 'शुरू की तारीख',
  blockFromTime: 'शुरू का समय',
  blockToDate: 'आखिरी तारीख',
  blockToTime: 'आखिरी समय',
  blockReason: 'वजह',
  blockSave: 'ब्लॉक करें',
  icalTitle: 'कैलेंडर सब्सक्रिप्शन',
  icalIntro:
    'इस बाइक की बुकिंग और ब्लॉक देखने के लिए यह निजी पता Google Calendar या किसी भी कैलेंडर ऐप में जोड़ें। नया पता लेने पर पुराना पता काम करना बंद कर देता है।',
  icalGet: 'कैलेंडर पता पाएँ',
  icalRenew: 'नया पता बनाएँ',
  icalAddressLabel: 'कैलेंडर पता',
  icalCopy: 'कॉपी करें',
};
