/** Hindi of ../mail-templates.ts: the same keys, the same arguments. */
import { formatMoney } from '../../format/money.ts';
import type { mailTemplatesText as en } from '../mail-templates.ts';
import { PRODUCT_NAME } from '../site.ts';
import type { Translation } from '../translation.ts';

export const mailTemplatesText: Translation<typeof en> = {
  hello: 'नमस्ते,',
  helloName: (name: string) => `नमस्ते ${name},`,
  footer: `यह ईमेल ${PRODUCT_NAME} ने भेजा है।`,

  otpCodeLine: (purpose: string, code: string) => `${purpose} आपका ${PRODUCT_NAME} कोड ${code} है।`,
  otpCodeLead: (purpose: string) => `${purpose} आपका ${PRODUCT_NAME} कोड है:`,
  otpValidity: (minutes: number) => `यह ${minutes} मिनट तक मान्य है।`,
  otpIgnore: 'अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।',
  registrationOtpSubject: `आपका ${PRODUCT_NAME} सत्यापन कोड`,
  registrationOtpPurpose: 'अपना ईमेल पता सत्यापित करने के लिए',
  passwordResetOtpSubject: `आपका ${PRODUCT_NAME} पासवर्ड रीसेट कोड`,
  passwordResetOtpPurpose: (account: string) => `अपने ${account} का पासवर्ड रीसेट करने के लिए`,
  accountNames: { user: 'अकाउंट', partner: 'पार्टनर अकाउंट' },
  codeGuessingSubject: (account: string) => `कोई आपके ${PRODUCT_NAME} ${account} पर कोड आज़मा रहा है`,
  codeGuessingWhat: (wrongCodes: number, account: string, hours: number) =>
    `आपके ${account} का पासवर्ड रीसेट करने के लिए ${wrongCodes} गलत कोड डाले गए, ` +
    `इसलिए कोड से रीसेट ${hours} घंटे के लिए रोक दिया गया है (दोबारा होने पर और लंबे समय के लिए)।`,
  codeGuessingSafe: 'आपका पासवर्ड नहीं बदला है। अगर यह आप नहीं थे, तो आपको कुछ करने की ज़रूरत नहीं है।',
  codeGuessingStop: 'अपने पासवर्ड से लॉग इन करने या सफल रीसेट से यह रोक हट जाती है।',

  partnerAcceptedSubject: `आपका ${PRODUCT_NAME} पार्टनर अनुरोध स्वीकृत हो गया है`,
  partnerAcceptedLine: `${PRODUCT_NAME} पार्टनर बनने का आपका अनुरोध स्वीकृत हो गया है।`,
  partnerAcceptedNext:
    'अब आप पार्टनर के रूप में लॉग इन करके अपनी प्रोफ़ाइल पूरी करें, अपने ID प्रूफ़ अपलोड करें, ' +
    'अपने पिक-अप और ड्रॉप पॉइंट जोड़ें और अपनी बाइक लिस्ट करें।',
  partnerRejectedSubject: `आपका ${PRODUCT_NAME} पार्टनर अनुरोध`,
  partnerRejectedThanks: `${PRODUCT_NAME} पार्टनर बनने में रुचि दिखाने के लिए धन्यवाद।`,
  partnerRejectedSorry: 'हमें खेद है: आपका अनुरोध स्वीकार नहीं हुआ, और आपके भेजे गए विवरण हटा दिए गए हैं।',
  partnerRejectedWelcome: 'आप कभी भी नया अनुरोध भेज सकते हैं।',

  rowOrderId: 'ऑर्डर ID',
  rowBike: 'बाइक',
  rowPickUp: 'पिक-अप',
  rowDrop: 'ड्रॉप',
  rowHelmet: 'हेलमेट',
  rowHelmets: 'हेलमेट',
  rowDiscount: 'छूट',
  rowCgst: 'CGST',
  rowSgst: 'SGST',
  rowGrandTotal: 'कुल राशि',
  rowCustomer: 'ग्राहक',
  rowPaid: 'भुगतान',
  rowReturned: 'वापसी',
  rowPickUpPoint: 'पिक-अप पॉइंट',
  rowDropPoint: 'ड्रॉप पॉइंट',
  minimumCharge: 'न्यूनतम 24.0 घंटे का शुल्क लागू',
  rentForHours: (hours: number) => `${hours} घंटे का किराया`,

  bookingConfirmedSubject: (orderId: string) => `${PRODUCT_NAME} बुकिंग कन्फ़र्म (ऑर्डर ${orderId})`,
  bookingConfirmedLead: `आपकी बुकिंग कन्फ़र्म हो गई है। ${PRODUCT_NAME} के साथ राइड करने के लिए धन्यवाद!`,
  partnerNewBookingSubject: (bike: string, orderId: string) => `${PRODUCT_NAME}: ${bike} की नई बुकिंग (ऑर्डर ${orderId})`,
  partnerNewBookingLead: 'एक ग्राहक ने आपकी एक बाइक बुक करके भुगतान कर दिया है। कृपया उसे पिक-अप पॉइंट पर तैयार रखें।',

  rideCancelledSubject: (orderId: string) => `${PRODUCT_NAME}: राइड रद्द (ऑर्डर ${orderId})`,
  rideCancelledRide: (bike: string, date: string, time: string) => `${bike}, पिक-अप ${date} ${time}`,
  rideCancelledLine: (orderId: string, ride: string) => `आपकी राइड ${orderId} (${ride}) रद्द हो गई है।`,
  rideCancelledRefund: (refund: string, paid: string, timing: string) =>
    `आपके भुगतान किए ${paid} में से ${refund} आपको वापस मिलेंगे। ${timing}`,
  rideCancelledNoRefund: (paid: string) => `इस रद्दीकरण पर कोई रिफ़ंड नहीं बनता (${paid} का भुगतान हुआ)।`,
  rideCancelledNoShow: 'पार्टनर ने दर्ज किया है कि बाइक पिक-अप के समय पर नहीं ली गई (नो-शो)।',
  cancelledByCustomerLine: {
    customer: 'आपने यह राइड रद्द की।',
    partner: 'बाइक किराए पर देने वाले पार्टनर को यह राइड रद्द करनी पड़ी; आपकी चुकाई पूरी राशि आपको वापस मिलेगी।',
    admin: `${PRODUCT_NAME} टीम ने यह राइड रद्द की।`,
  },
  partnerRideCancelledSubject: (bike: string, orderId: string) =>
    `${PRODUCT_NAME}: ${bike} की बुकिंग रद्द (ऑर्डर ${orderId})`,
  partnerRideCancelledLine: (
    orderId: string,
    bike: string,
    plate: string,
    customer: string,
    date: string,
    time: string,
  ) =>
    `${customer} की आपकी ${bike} (${plate}) की बुकिंग ${orderId}, पिक-अप ${date} ${time}, रद्द हो गई है। उस समय के लिए बाइक फिर से उपलब्ध है।`,
  cancelledByPartnerLine: {
    customer: 'ग्राहक ने इसे रद्द किया।',
    partner: 'आपने इसे रद्द किया; ग्राहक को बनता रिफ़ंड मिलेगा।',
    admin: `${PRODUCT_NAME} टीम ने इसे रद्द किया।`,
  },
  refundTimingRazorpay: 'Razorpay इसे 5–7 कामकाजी दिनों में आपके मूल भुगतान माध्यम में लौटा देता है।',
  refundTimingSandbox: 'यह तुरंत आपके सैंडबॉक्स कार्ड पर वापस आ जाता है।',

  refundSubject: (amount: string, orderId: string) =>
    `${PRODUCT_NAME}: ${amount} का आपका रिफ़ंड रास्ते में है (ऑर्डर ${orderId})`,
  depositRefundSubject: (amount: string, orderId: string) =>
    `${PRODUCT_NAME}: ${amount} का आपका डिपॉज़िट रिफ़ंड रास्ते में है (ऑर्डर ${orderId})`,
  refundLine: (amount: string, orderId: string, reference: string) =>
    `राइड ${orderId} के लिए ${amount} का आपका रिफ़ंड कर दिया गया है (रेफ़रेंस ${reference})।`,
  depositRefundLine: (amount: string, orderId: string, reference: string) =>
    `राइड ${orderId} के सिक्योरिटी डिपॉज़िट में से, वापसी के शुल्कों के बाद बचे ${amount} रिफ़ंड कर दिए गए हैं (रेफ़रेंस ${reference})।`,

  settlementSubject: (orderId: string) => `${PRODUCT_NAME}: आपकी राइड का सेटलमेंट हो गया है (ऑर्डर ${orderId})`,
  settlementLead: (bike: string) => `${bike} पर आपकी राइड की वापसी और सेटलमेंट हो गया है।`,
  settlementTitle: 'वापसी पर सेटलमेंट',
  settlementKm: (startKm: number, endKm: number) => `ओडोमीटर ${startKm} → ${endKm} किमी`,
  settlementNoKm: 'ओडोमीटर रीडिंग दर्ज नहीं है',
  settlementAllowance: (allowanceKm: number) => `छूट ${allowanceKm} किमी`,
  settlementExcess: (excessKm: number, perKm: number) => `अतिरिक्त ${excessKm} किमी × ${formatMoney(perKm)}`,
  settlementLate: (lateHours: number) => `देर से वापसी ${lateHours} घंटे`,
  settlementCgst: 'शुल्कों पर CGST',
  settlementSgst: 'शुल्कों पर SGST',
  settlementDamage: 'नुकसान',
  settlementCharges: 'कुल शुल्क',
  settlementDeposit: 'रखा गया डिपॉज़िट',
  settlementDepositRefund: 'डिपॉज़िट रिफ़ंड',
  settlementBalanceDueLabel: 'बकाया राशि',
  damageNoteLabel: 'नुकसान का विवरण',
  settlementMailRefund: (amount: string) =>
    `आपके डिपॉज़िट में से ${amount} उसी कार्ड पर वापस भेजे जा रहे हैं जिससे आपने भुगतान किया था; रिफ़ंड होने पर हम आपको ईमेल करेंगे।`,
  settlementMailDue: (due: string) => `${due} बकाया है: कृपया My Rides से इसका भुगतान करें।`,
  settlementMailEven: 'शुल्कों में आपका पूरा डिपॉज़िट ठीक बराबर लग गया: न कुछ और चुकाना है, न कुछ रिफ़ंड होगा।',
  settlementMailNothing: 'कोई शुल्क नहीं था और कोई डिपॉज़िट नहीं: कुछ और चुकाना नहीं है।',

  pickupReminderSubject: (bike: string, date: string, time: string) =>
    `${PRODUCT_NAME}: अपनी ${bike} ${date} को ${time} पर पिक-अप करें`,
  pickupReminderLead: 'आपकी राइड जल्द शुरू होगी। अपना ड्राइविंग लाइसेंस साथ लाएँ; पार्टनर पिक-अप पर इसे जाँचता है।',
  returnReminderSubject: (bike: string, time: string) => `${PRODUCT_NAME}: अपनी ${bike} ${time} तक वापस करें`,
  returnReminderLead: (graceMinutes: number) =>
    `आपकी राइड लगभग एक घंटे में खत्म होगी। ड्रॉप के समय से ${graceMinutes} मिनट से ज़्यादा देर से वापसी पर हर शुरू हुए घंटे का शुल्क लगता है।`,

  payoutSubject: (week: string) => `${week} से शुरू हफ़्ते का आपका ${PRODUCT_NAME} पेआउट`,
  payoutLine: (amount: string, week: string) =>
    `हमने ${week} से शुरू हफ़्ते (सोमवार से रविवार, भारतीय समय) के लिए आपको ${amount} का भुगतान कर दिया है।`,
  payoutReference: (reference: string) => `बैंक ट्रांसफ़र रेफ़रेंस (UTR): ${reference}`,
  payoutEntries: 'उस हफ़्ते की हर एंट्री आपके कमाई पेज पर इस रेफ़रेंस के साथ भुगतान के रूप में दर्ज है।',
  balancePaidSubject: (amount: string, orderId: string) =>
    `${PRODUCT_NAME}: राइड ${orderId} के लिए ${amount} का बकाया मिल गया`,
  balancePaidLine: (amount: string, orderId: string) =>
    `हमें ${amount} मिल गए हैं, जो राइड ${orderId} की वापसी के बाद बकाया थे।`,
  balancePaidReference: (paymentId: string) => `भुगतान रेफ़रेंस: ${paymentId}`,
  balancePaidNothingMore: 'इस राइड के लिए अब कुछ बकाया नहीं है। हमारे साथ राइड करने के लिए धन्यवाद।',

  disputeResolvedSubject: (orderId: string) => `${PRODUCT_NAME}: राइड ${orderId} का विवाद सुलझ गया है`,
  disputeResolvedLine: (orderId: string, bike: string) =>
    `राइड ${orderId} (${bike}) पर नुकसान शुल्क का विवाद सुलझ गया है। यह तय हुआ:`,
  disputeResolvedStands: (damage: string) =>
    `नुकसान शुल्क अब ${damage} है। वापस मिलने वाली कोई भी राशि उसी कार्ड पर जाएगी जिससे भुगतान हुआ था; विवरण My Rides और बुकिंग में देखें।`,
  damageDisputedSubject: (orderId: string) => `${PRODUCT_NAME}: राइड ${orderId} के नुकसान शुल्क पर विवाद`,
  damageDisputedLine: (damage: string, orderId: string, bike: string, plate: string) =>
    `ग्राहक ने राइड ${orderId} (${bike}, ${plate}) पर ${damage} के नुकसान शुल्क पर विवाद किया है।`,
  damageDisputedWords: (message: string) => `ग्राहक के शब्द: “${message}”`,
  damageDisputedReview:
    'हमारी टीम वापसी की फ़ोटो और नोट्स के साथ इसकी समीक्षा करेगी और आपको फ़ैसला बताएगी। तब तक शुल्क लागू रहेगा; कृपया नुकसान का कोई भी सबूत संभालकर रखें।',

  licenceRejectedSubject: 'आपका ड्राइविंग लाइसेंस स्वीकृत नहीं हुआ',
  licenceRejectedBody: (name: string, reason: string) =>
    `नमस्ते ${name},\n\nहम आपकी Rev-On Rentals प्रोफ़ाइल पर दिया गया ड्राइविंग लाइसेंस स्वीकृत नहीं कर सके: ${reason}\n\n` +
    'कृपया अपनी प्रोफ़ाइल पर इसे ठीक करें; इसकी फिर से जाँच होगी।\n',
};
