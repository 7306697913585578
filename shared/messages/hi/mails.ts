/** Hindi of ../mails.ts: the same keys, the same arguments. */
import type { mailsMsg as en, mailsText as enText } from '../mails.ts';
import type { Translation } from '../translation.ts';

export const mailsMsg: Translation<typeof en> = {
  mailFilterInvalid: 'डिलीवर नहीं हुए, विफल, प्रतीक्षा में या भेजे गए में से चुनें',
  mailsListed: 'ईमेल',
  mailNotFound: 'ईमेल नहीं मिला',
  mailNotRetryable: 'सिर्फ़ विफल ईमेल ही दोबारा भेजा जा सकता है',
  mailRetried: 'ईमेल फिर से कतार में है: यह कुछ ही पल में भेज दिया जाएगा',
};

export const mailsText: Translation<typeof enText> = {
  menuMails: 'ईमेल',
  adminMailsTitle: 'ईमेल',
  adminMailsLabel: 'ईमेल',
  mailFilterLabel: 'दिखाएँ',
  mailFilterNames: { undelivered: 'डिलीवर नहीं हुए', failed: 'विफल', pending: 'प्रतीक्षा में', sent: 'भेजे गए' },
  mailStatusNames: { pending: 'प्रतीक्षा में', sending: 'भेजा जा रहा है', sent: 'भेजा गया', failed: 'विफल' },
  mailCountPending: (n: number) => `प्रतीक्षा में: ${n}`,
  mailCountFailed: (n: number) => `विफल: ${n}`,
  mailsIntro:
    'ऐप जो भी ईमेल भेजता है, वह पहले सेव होता है। जो ईमेल स्वीकार नहीं होता, उसे 24 घंटे तक दोबारा भेजने की कोशिश होती है, फिर वह यहाँ विफल के रूप में दिखता है।',
  adminMailsEmptyTitle: 'यहाँ कोई ईमेल नहीं है',
  adminMailsEmptyHint: 'इस तरह के सभी ईमेल डिलीवर हो चुके हैं।',
  adminMailsEmptyHintSent: 'भेजे गए ईमेल यहाँ दिखेंगे।',
  couldntFetchMails: 'ईमेल लोड नहीं हो सके',
  colRecipient: 'प्राप्तकर्ता',
  colSubject: 'विषय',
  colMailKind: 'प्रकार',
  colNextTry: 'अगली कोशिश',
  retryMail: 'अभी दोबारा भेजें',
  retryMailLabel: (to: string, subject: string) => `${to} को भेजा जाने वाला ईमेल अभी दोबारा भेजें: ${subject}`,
  mailKindNames: {
    'booking-confirmation': 'बुकिंग की पुष्टि',
    'partner-new-booking': 'नई बुकिंग (पार्टनर)',
    cancellation: 'रद्दीकरण',
    settlement: 'सेटलमेंट',
    'refund-processed': 'रिफ़ंड हो गया',
    'balance-paid': 'बकाया का भुगतान हुआ',
    dispute: 'विवाद',
    'dispute-resolved': 'विवाद सुलझा',
    payout: 'पेआउट',
    'pickup-reminder': 'पिक-अप रिमाइंडर',
    'return-reminder': 'वापसी रिमाइंडर',
    'partner-accepted': 'पार्टनर स्वीकृत',
    'partner-rejected': 'पार्टनर अस्वीकृत',
    'licence-rejected': 'ड्राइविंग लाइसेंस अस्वीकृत',
    'security-alert': 'सुरक्षा अलर्ट',
    otp: 'वन-टाइम कोड (OTP)',
  },
  undeliveredMails: (n: number) => `डिलीवर न हुए ईमेल: ${n}`,
};
