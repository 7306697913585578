/** Hindi of ../captures.ts: the same keys, the same arguments. */
import type { capturesMsg as en } from '../captures.ts';
import type { Translation } from '../translation.ts';

export const capturesMsg: Translation<typeof en> = {
  balancePaidTwiceRefunded: 'इस राइड का बकाया पहले ही चुका दिया गया है। यह भुगतान पूरा रिफ़ंड कर दिया जाएगा।',
  balanceOrderStaleRefunded:
    'भुगतान के दौरान देय राशि बदल गई। यह भुगतान पूरा रिफ़ंड कर दिया जाएगा: मेरी राइड्स खोलें और नया बकाया चुकाएँ।',
  webhookSignatureInvalid: 'Webhook सिग्नेचर की पुष्टि नहीं हो सकी',
  webhookPayloadInvalid: 'Webhook पेलोड Razorpay का इवेंट नहीं है',
  webhookReceived: 'इवेंट मिल गया',
  paymentVerifyRetrying: 'आपका भुगतान हो गया है। आपकी बुकिंग की पुष्टि हो रही है, कृपया यह पेज खुला रखें…',
  paymentVerifyGaveUp:
    'आपकी बुकिंग की पुष्टि के लिए हम अपने सर्वर तक नहीं पहुँच सके। आपका भुगतान सुरक्षित है: राइड कुछ ही मिनटों में मेरी राइड्स में दिख जाएगी, या पूरा रिफ़ंड कर दिया जाएगा।',
};
