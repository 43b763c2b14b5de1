// messages/hi.json's Errors namespace for app/global-error.tsx (see error-fallback-messages.ts).
import type { ErrorTexts } from "./error-fallback-messages";

export const HINDI_ERRORS: ErrorTexts = {
  failed: {
    eyebrow: "कुछ गड़बड़ हो गई",
    title: "माफ़ कीजिए, यह पेज लोड नहीं हुआ",
    body: "किसी अस्थायी दिक्कत की वजह से यह पेज लोड नहीं हो सका। कृपया फिर से कोशिश करें, या खरीदारी जारी रखें।",
  },
  unavailable: {
    eyebrow: "बस कुछ ही पल में",
    title: "दुकान थोड़ी देर के लिए बंद है",
    body: "अभी हम अपने कैटलॉग और ऑर्डर तक नहीं पहुँच पा रहे हैं। आपका कार्ट और आपके ऑर्डर सुरक्षित हैं: कृपया एक मिनट बाद फिर से कोशिश करें।",
  },
  tryAgain: "फिर से कोशिश करें",
  continueShopping: "खरीदारी जारी रखें",
  homePage: "होम पेज",
  reference: "अगर ऐसा बार-बार हो, तो <contact>हमसे संपर्क करें</contact> और यह रेफ़रेंस बताएँ: <code>{digest}</code>।",
  documentTitle: "कुछ गड़बड़ हो गई",
};
