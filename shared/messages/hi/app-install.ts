/** Hindi of ../app-install.ts: the same keys, the same arguments. */
import type { appInstallText as enText } from '../app-install.ts';
import type { Translation } from '../translation.ts';

export const appInstallText: Translation<typeof enText> = {
  appShortName: 'Rev-On', // kept: brand name shown under the home-screen icon
  appDescription: 'पूरे भारत में भरोसेमंद लोकल पार्टनरों से मोटरबाइक किराए पर लें।',
  appUpdateAvailable: 'नया वर्शन उपलब्ध है',
  appUpdateReload: 'रीलोड करें',
  appUpdateLater: 'बाद में',
  offlineTitle: 'आप ऑफ़लाइन हैं',
  offlineBody:
    'इस पेज के लिए इंटरनेट ज़रूरी है: खोज, बुकिंग और भुगतान कभी सेव की गई कॉपी से नहीं दिखाए जाते। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  offlineRetry: 'फिर से कोशिश करें',
  offlineHome: 'होम पेज पर जाएँ',
};
