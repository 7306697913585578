/** Hindi of ../text-messages.ts: the same keys, the same arguments. */
import type {
  textMessagesMsg as en,
  textMessagesText as enText,
  textTemplates as enTemplates,
} from '../text-messages.ts';
import type { Translation } from '../translation.ts';

export const textMessagesMsg: Translation<typeof en> = {
  messagingOptedIn: 'अब आपको अपनी राइड के अपडेट WhatsApp और SMS पर मिलेंगे',
  messagingOptedOut: 'WhatsApp और SMS अपडेट बंद कर दिए गए हैं',
  messagingNeedsMobile: 'WhatsApp और SMS अपडेट पाने के लिए अपनी प्रोफ़ाइल में मोबाइल नंबर जोड़ें',
  textWebhookPayloadInvalid: 'वेबहुक का डेटा डिलीवरी रिपोर्ट नहीं है',
};

export const textMessagesText: Translation<typeof enText> = {
  messagingOptInWords:
    'मुझे बुकिंग की पुष्टि, राइड के रिमाइंडर, रिफ़ंड और सेटलमेंट के अपडेट WhatsApp पर भेजें, और WhatsApp पर न पहुँचें तो SMS से। इन्हें कभी भी मेरी प्रोफ़ाइल से बंद किया जा सकता है।',
  messagingOptOutWords: 'मुझे WhatsApp और SMS अपडेट भेजना बंद करें।',
  messagingTitle: 'WhatsApp और SMS अपडेट',
  messagingOn: 'चालू',
  messagingOff: 'बंद',
};

/** `{{n}}` is the n-th parameter, as in English; the parameters are the same. */
export const textTemplates: Translation<typeof enTemplates> = {
  'booking-confirmation':
    'नमस्ते {{1}}, आपकी Rev-On राइड बुक हो गई है: {{2}}, पिक-अप {{3}}, {{4}} से। ऑर्डर {{5}}। भुगतान किया: {{6}}।',
  'pickup-reminder': 'नमस्ते {{1}}, याद दिला दें: अपनी {{2}} {{3}} को {{4}} से पिक-अप करें। ऑर्डर {{5}}।',
  'return-reminder': 'नमस्ते {{1}}, याद दिला दें: अपनी {{2}} {{3}} तक {{4}} पर वापस करें। ऑर्डर {{5}}।',
  'refund-processed': 'नमस्ते {{1}}, ऑर्डर {{3}} का आपका {{2}} का रिफ़ंड प्रोसेस हो गया है (रेफ़रेंस {{4}})।',
  settlement: 'नमस्ते {{1}}, {{2}} पर आपकी राइड का सेटलमेंट हो गया है (ऑर्डर {{3}})। {{4}}',
  'partner-new-booking': 'नमस्ते {{1}}, आपकी {{2}} ({{3}}) की नई बुकिंग: पिक-अप {{4}}, ग्राहक {{5}}। ऑर्डर {{6}}।',
  'partner-cancellation': 'नमस्ते {{1}}, आपकी {{2}} ({{3}}) की {{4}} वाली बुकिंग {{5}} की ओर से रद्द कर दी गई है। ऑर्डर {{6}}।',
};
