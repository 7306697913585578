/** Hindi of the WhatsApp/SMS bodies of ../text-messages.ts (`textTemplates`): the same kinds, the same {{n}}. */
import type { textCancelledByNames as enNames, textTemplates as en } from '../text-messages.ts';
import type { Translation } from '../translation.ts';

export const textTemplates: Translation<typeof en> = {
  'booking-confirmation':
    'नमस्ते {{1}}, आपकी Rev-On राइड बुक हो गई है: {{2}}, पिक-अप {{3}} को {{4}} पर। ऑर्डर {{5}}। भुगतान {{6}}।',
  'pickup-reminder': 'नमस्ते {{1}}, याद दिलाना: अपनी {{2}} {{3}} को {{4}} से पिक-अप करें। ऑर्डर {{5}}।',
  'return-reminder': 'नमस्ते {{1}}, याद दिलाना: अपनी {{2}} {{3}} तक {{4}} पर वापस करें। ऑर्डर {{5}}।',
  'refund-processed': 'नमस्ते {{1}}, ऑर्डर {{3}} के लिए {{2}} का आपका रिफ़ंड हो गया है (रेफ़रेंस {{4}})।',
  settlement: 'नमस्ते {{1}}, {{2}} पर आपकी राइड का सेटलमेंट हो गया है (ऑर्डर {{3}})। {{4}}',
  'partner-new-booking': 'नमस्ते {{1}}, आपकी {{2}} ({{3}}) की नई बुकिंग: पिक-अप {{4}}, ग्राहक {{5}}। ऑर्डर {{6}}।',
  'partner-cancellation': 'नमस्ते {{1}}, {{4}} के लिए आपकी {{2}} ({{3}}) की बुकिंग {{5}} ने रद्द कर दी है। ऑर्डर {{6}}।',
};

export const textCancelledByNames: Translation<typeof enNames> = {
  customer: 'ग्राहक',
  partner: 'पार्टनर',
  admin: 'एडमिन',
};
