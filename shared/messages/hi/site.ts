/** Hindi of ../site.ts (`siteMsg` and `siteText`; PRODUCT_NAME stays there): the same keys, the same arguments. */
import type { siteMsg as en, siteText as enText } from '../site.ts';
import type { Translation } from '../translation.ts';
import { PRODUCT_NAME } from '../site.ts';

export const siteMsg: Translation<typeof en> = {
  couldntFetchBikes: 'बाइक लोड नहीं हो सकीं',
  somethingWrong: 'कुछ गड़बड़ हो गई',

  accountBlocked: 'आपका अकाउंट ब्लॉक कर दिया गया है। कृपया सहायता टीम से संपर्क करें।',
  internalError: 'सर्वर में अंदरूनी गड़बड़ी हुई।',

  requestTimedOut: 'अनुरोध में बहुत समय लग गया, कृपया फिर से कोशिश करें',
  networkError: 'सर्वर से कनेक्ट नहीं हो सका, कृपया अपना इंटरनेट कनेक्शन जाँचें',
};

export const siteText: Translation<typeof enText> = {
  heroTitle: 'अपनी अगली राइड अभी प्लान करें',
  bookNow: 'अभी बुक करें',
  ourFleet: 'हमारी बाइकें',
  whyChooseUs: 'हमें क्यों चुनें',
  howItWorks: 'यह कैसे काम करता है',
  amountPerHour: (amount: number | string) => `किराया ${amount} प्रति घंटा`,
  engineCc: (cc: number | string) => `इंजन ${cc} CC`,
  login: 'लॉग इन करें',

  navHome: 'होम',
  navTariff: 'टैरिफ',
  navJoinUs: 'हमसे जुड़ें',
  navOffers: 'ऑफ़र',
  navBikes: 'बाइक',
  logout: 'लॉग आउट',

  aboutUs: 'हमारे बारे में',
  blog: 'ब्लॉग',
  contactUs: 'संपर्क करें',
  privacyPolicy: 'प्राइवेसी पॉलिसी',
  termsConditions: 'नियम और शर्तें',
  footerDescription:
    'पूरे भारत में भरोसेमंद लोकल पार्टनरों से अच्छी हालत वाली बाइक किराए पर लें। बाइक चुनें, अपनी तारीखें चुनें, ऑनलाइन भुगतान करें और राइड पर निकलें।',
  footerCompany: 'कंपनी',
  footerPolicies: 'नीतियाँ',
  footerQuickLinks: 'क्विक लिंक',
  footerContact: 'संपर्क',
  supportEmail: 'support@revon.rentals', // kept: e-mail address, also used in a mailto: link
  supportPhones: ['+91 80 4718 2200', '+91 98450 12345'], // kept: phone numbers
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}`,
  socialFacebook: 'Facebook', // kept: brand name
  socialInstagram: 'Instagram', // kept: brand name
  socialX: 'X (Twitter)', // kept: brand name
  socialYoutube: 'YouTube', // kept: brand name

  skipToContent: 'मुख्य सामग्री पर जाएँ',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  mainNavigation: 'मुख्य नेविगेशन',
  loading: 'लोड हो रहा है…',
  heroTagline: 'भरोसेमंद लोकल पार्टनरों की अच्छी हालत वाली बाइकें, घंटे के हिसाब से या हफ़्ते भर के लिए।',
  heroPerks: ['मुफ़्त हेलमेट', 'ऑनलाइन भुगतान', '24/7 सहायता'],
  reloadPage: 'पेज फिर से लोड करें',
  chunkLoadFailed: 'यह पेज लोड करते समय कुछ गड़बड़ हो गई।',

  fleetIntro: 'हमारी सबसे नई बाइकें, सर्विस की हुई और राइड के लिए तैयार।',
  bikesEmptyTitle: 'अभी दिखाने के लिए कोई बाइक नहीं है',
  bikesEmptyHint: 'हमारे पार्टनर हर हफ़्ते नई बाइकें जोड़ रहे हैं। जल्द ही फिर देखें, या अपनी बाइक हमारे साथ लिस्ट करें।',
  listYourBike: 'अपनी बाइक लिस्ट करें',
  listLoadFailedHint: 'अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  whyChooseUsIntro: 'बाइक किराए पर लेना उतना ही आसान होना चाहिए जितना उसे चलाना।',
  whyChooseUsPoints: [
    {
      id: 'range', // kept: key of the point's icon in why-choose-us.tsx
      title: 'बाइकों की बड़ी रेंज',
      body: 'शहर के लिए स्कूटर, हाईवे के लिए क्रूज़र और पहाड़ों के लिए एडवेंचर बाइक।',
    },
    {
      id: 'pricing', // kept: key of the point's icon in why-choose-us.tsx
      title: 'किफ़ायती दाम',
      body: 'साफ़ प्रति घंटा किराया, टैक्स पहले से दिखाया गया और कोई छिपा शुल्क नहीं।',
    },
    {
      id: 'booking', // kept: key of the point's icon in why-choose-us.tsx
      title: 'आसान बुकिंग',
      body: 'अपना शहर, तारीखें और बाइक चुनें, फिर कुछ ही टैप में ऑनलाइन भुगतान करें।',
    },
    {
      id: 'support', // kept: key of the point's icon in why-choose-us.tsx
      title: '24/7 सहायता',
      body: 'दिन हो या रात, रास्ता आपको कहीं भी ले जाए, हमारी टीम बस एक मैसेज दूर है।',
    },
  ],
  howItWorksIntro: 'बाइक देखने से राइड तक, सिर्फ़ चार कदम।',
  howItWorksSteps: [
    { title: 'बाइक चुनें', body: 'सभी बाइकें देखें और शहर, कैटेगरी और कीमत के हिसाब से फ़िल्टर करें।' },
    { title: 'ऑनलाइन बुक करें', body: 'पिक-अप और ड्रॉप का समय चुनें और सुरक्षित रूप से ऑनलाइन भुगतान करें।' },
    { title: 'पिक-अप लोकेशन', body: 'अपने चुने हुए पार्टनर के पिक-अप पॉइंट से बाइक लें।' },
    { title: 'राइड का मज़ा लें', body: 'मुफ़्त हेलमेट के साथ राइड करें और अपने ड्रॉप पॉइंट पर बाइक लौटा दें।' },
  ],
  testimonialsTitle: 'हमारे राइडर क्या कहते हैं',
  testimonials: [
    {
      name: 'प्रिया शर्मा',
      city: 'बेंगलुरु',
      quote: 'दो मिनट में स्कूटर बुक किया और वह पिक-अप पॉइंट पर साफ़-सुथरा, पेट्रोल से भरा, मेरा इंतज़ार कर रहा था।',
    },
    {
      name: 'अर्जुन मेनन',
      city: 'कोच्चि',
      quote: 'वीकेंड पर तट के किनारे-किनारे क्रूज़र पर घूमा। सही दाम और बाइक एकदम बढ़िया चली।',
    },
    {
      name: 'रोहन वर्मा',
      city: 'जयपुर',
      quote: 'सहायता टीम ने रात में कुछ ही मिनटों में मेरा ड्रॉप पॉइंट बदल दिया। फिर से किराए पर लूँगा।',
    },
  ],
  openChat: 'हमसे चैट करें',
  closeChat: 'चैट बंद करें',

  pageHome: 'होम',
};
