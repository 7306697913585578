/** Hindi of ../licences.ts: the same keys, the same arguments. */
import type { licencesMsg as en, licencesText as enText } from '../licences.ts';
import type { Translation } from '../translation.ts';

export const licencesMsg: Translation<typeof en> = {
  licenceNumberRequired: 'अपना ड्राइविंग लाइसेंस नंबर लिखें',
  licenceNumberInvalid: 'लाइसेंस नंबर वैसे ही लिखें जैसा छपा है, जैसे MH12 20110012345',
  licenceDobInvalid: 'अपनी जन्म तारीख लिखें',
  licenceClassesRequired: 'कम से कम एक श्रेणी चुनें',
  licenceValidUntilInvalid: 'वह तारीख लिखें जब तक ड्राइविंग लाइसेंस मान्य है',
  licenceSaved: 'ड्राइविंग लाइसेंस सेव हो गया',
  licenceApproved: 'ड्राइविंग लाइसेंस स्वीकृत',
  licenceRejected: 'ड्राइविंग लाइसेंस अस्वीकृत',
  licenceReasonRequired: 'ग्राहक को कारण बताएँ',
  licenceDecisionInvalid: 'स्वीकार या अस्वीकार चुनें',
  licenceNotFound: 'अभी कोई ड्राइविंग लाइसेंस सेव नहीं है',
  transmissionInvalid: 'गियरलेस या गियर वाली चुनें',
  licenceClassRefused: 'आपका ड्राइविंग लाइसेंस गियर वाली मोटरसाइकिल के लिए मान्य नहीं है',
  licenceExpiryRefused: 'आपका ड्राइविंग लाइसेंस ड्रॉप की तारीख से पहले समाप्त हो रहा है',
  licenceAgeRefused: (minimum: number) => `पिक-अप की तारीख पर आपकी उम्र कम से कम ${minimum} साल होनी चाहिए`,
  licenceRejectedRefused: (reason: string) => `आपका ड्राइविंग लाइसेंस अस्वीकार कर दिया गया: ${reason}`,
  licenceRejectedMailSubject: 'आपका ड्राइविंग लाइसेंस स्वीकृत नहीं हुआ',
  licenceRejectedMailBody: (name: string, reason: string) =>
    `नमस्ते ${name},\n\nआपकी Rev-On Rentals प्रोफ़ाइल में दिया गया ड्राइविंग लाइसेंस हम स्वीकृत नहीं कर सके: ${reason}\n\n` +
    'कृपया अपनी प्रोफ़ाइल में इसे ठीक करें; इसके बाद इसकी दोबारा जाँच की जाएगी।\n',
};

export const licencesText: Translation<typeof enText> = {
  licenceTitle: 'ड्राइविंग लाइसेंस',
  licenceNumberLabel: 'लाइसेंस नंबर',
  licenceDobLabel: 'जन्म तारीख',
  licenceClassesLabel: 'श्रेणियाँ',
  licenceClassMcwog: 'MCWOG: बिना गियर (स्कूटर)',
  licenceClassMcwg: 'MCWG: गियर वाली (मोटरसाइकिल)',
  licenceValidUntilLabel: 'कब तक मान्य',
  licenceSave: 'ड्राइविंग लाइसेंस सेव करें',
  licenceStatusLabel: 'स्थिति',
  licenceStatus: { pending: 'जाँच लंबित', approved: 'स्वीकृत', rejected: 'अस्वीकृत' },
  licenceReasonLabel: 'कारण',
  licenceNoneYet: 'अभी कोई ड्राइविंग लाइसेंस दर्ज नहीं है।',
  licenceCheckoutPending: 'पिक-अप से पहले आपका ड्राइविंग लाइसेंस स्वीकृत होना ज़रूरी है।',
  licenceCheckoutAdd: 'अपनी प्रोफ़ाइल में अपना ड्राइविंग लाइसेंस जोड़ें: पिक-अप से पहले इसका स्वीकृत होना ज़रूरी है।',
  adminLicencesTitle: 'ड्राइविंग लाइसेंस',
  adminLicencesEmpty: 'जाँच के लिए कोई ड्राइविंग लाइसेंस लंबित नहीं है',
  adminLicencesEmptyHint: 'जिस लाइसेंस की पुष्टि प्रोवाइडर नहीं कर सका, वह यहाँ दिखेगा।',
  adminLicencesLoadFailed: 'ड्राइविंग लाइसेंस लोड नहीं हो सके',
  adminLicenceProvider: 'प्रोवाइडर',
  adminLicenceProviderNone: 'प्रोवाइडर से कोई जवाब नहीं मिला',
  adminLicenceProviderNotFound: 'प्रोवाइडर के पास नहीं मिला',
  adminLicenceProof: 'लाइसेंस की फ़ोटो',
  adminLicenceNoProof: 'कोई फ़ोटो अपलोड नहीं की गई',
  adminLicenceApprove: 'स्वीकार करें',
  adminLicenceReject: 'अस्वीकार करें',
  adminLicenceRejectReason: 'ग्राहक के लिए कारण',
  transmissionLabel: 'ट्रांसमिशन',
  transmission: { gearless: 'गियरलेस', geared: 'गियर वाली' },
  licenceStatusColumn: 'लाइसेंस',
  licenceStatusNone: 'अभी नहीं',
};
