/** Hindi of ../text-messages.ts: the same keys, the same arguments. */
import type { textMessagesMsg as en, textMessagesText as enText } from '../text-messages.ts';
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
