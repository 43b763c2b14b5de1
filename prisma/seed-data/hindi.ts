// The demo catalogue in Hindi (issue 17): product names and descriptions,
// category, brand and brand-subcategory names, and the declarations' generic
// names. Written as an Indian shop writes them: brand and model names stay in
// Latin script (as on the pack), sizes keep their digits, everyday loan words
// (बैकपैक, ट्रॉली, लैपटॉप) stay as shoppers say them. prisma/seed.ts fills these
// into rows whose Hindi fields are empty and never overwrites an operator's text.
// Everything is NFC-normalised on the way out (the database accepts nothing else).
import { slugify } from "../../lib/catalog/slug";
import { HOUSE_BRAND } from "./catalog";

const nfc = <T extends Record<string, string>>(table: T): T =>
  Object.fromEntries(Object.entries(table).map(([key, value]) => [key, value.normalize("NFC")])) as T;

const H = HOUSE_BRAND;
const h = slugify(HOUSE_BRAND);

/**
 * Brand display names. Invented Latin names (Wildtrail, Urbanpack…) stay in
 * Latin script and have none; names made of Hindi words get their Hindi form.
 * The house brand's Hindi name only when it is the demo default.
 */
export const brandNamesHi: Readonly<Record<string, string>> = nfc({
  ...(H === "Kosh Originals" ? { [H]: "कोश ओरिजिनल्स" } : {}),
  "Safar Luggage": "सफ़र लगेज",
  "Rasoi Craft": "रसोई क्राफ़्ट",
  "Tiffin & Co.": "टिफ़िन एंड कंपनी",
  "Chai Street Home": "चाय स्ट्रीट होम",
});

/** Brand subcategory names, by their English name. */
export const brandSubcategoryNamesHi: Readonly<Record<string, string>> = nfc({
  "Canvas Collection": "कैनवस कलेक्शन",
  "Travel Essentials": "सफ़र की ज़रूरतें",
  "Leather Craft": "लेदर क्राफ़्ट",
  "Trek Series": "ट्रेक सीरीज़",
  "Daypack Series": "डेपैक सीरीज़",
  "Monsoon Range": "मानसून रेंज",
  Campus: "कैंपस",
  Commuter: "कम्यूटर",
  "Tech Series": "टेक सीरीज़",
  Hardside: "हार्डसाइड",
  Softside: "सॉफ़्टसाइड",
  Weekender: "वीकेंडर",
  Executive: "एग्ज़ीक्यूटिव",
  Workday: "वर्कडे",
  Organisers: "ऑर्गनाइज़र",
  "Pressure Cookers": "प्रेशर कुकर",
  "Cast Iron": "कास्ट आयरन (लोहा)",
  "Tri-ply Steel": "ट्राई-प्लाई स्टील",
  "Lunch Boxes": "लंच बॉक्स",
  Bottles: "बोतलें",
  Kids: "बच्चों के लिए",
  Slings: "स्लिंग बैग",
  Messengers: "मैसेंजर बैग",
  Duffels: "डफ़ल बैग",
  Storage: "स्टोरेज",
  Serveware: "सर्विंग के बर्तन",
  "Spice Boxes": "मसाला डिब्बे",
});

/** Category names, by their English name. */
export const categoryNamesHi: Readonly<Record<string, string>> = nfc({
  BackPack: "बैकपैक",
  "Laptop Bags": "लैपटॉप बैग",
  "Messenger Bags": "मैसेंजर बैग",
  Luggage: "लगेज",
  "Office Bags": "ऑफ़िस बैग",
  Kitchen: "रसोई",
  [H]: brandNamesHi[H] ?? H,
  Daypacks: "डेपैक",
  "Hiking & Trekking": "हाइकिंग और ट्रेकिंग",
  "School Bags": "स्कूल बैग",
  "Laptop Backpacks": "लैपटॉप बैकपैक",
  "Laptop Sleeves": "लैपटॉप स्लीव",
  "Laptop Shoulder Bags": "लैपटॉप शोल्डर बैग",
  "Sling Bags": "स्लिंग बैग",
  "Canvas Messengers": "कैनवस मैसेंजर",
  "Leather Messengers": "लेदर मैसेंजर",
  "Cabin Trolleys": "केबिन ट्रॉली",
  "Check-in Trolleys": "चेक-इन ट्रॉली",
  "Duffel Bags": "डफ़ल बैग",
  Briefcases: "ब्रीफ़केस",
  "Office Totes": "ऑफ़िस टोट बैग",
  "Portfolios & Folders": "पोर्टफ़ोलियो और फ़ोल्डर",
  Cookware: "खाना पकाने के बर्तन",
  "Storage & Containers": "स्टोरेज डिब्बे और कंटेनर",
  "Bottles & Flasks": "बोतल और फ़्लास्क",
  "Lunch Boxes": "टिफ़िन और लंच बॉक्स",
  "Pressure Cookers": "प्रेशर कुकर",
  "Tawas & Frying Pans": "तवा और फ़्राई पैन",
  "Totes & Shoppers": "टोट और शॉपिंग बैग",
  "Pouches & Organisers": "पाउच और ऑर्गनाइज़र",
  "Travel Accessories": "सफ़र का सामान",
});

/** The declarations' generic names (Legal Metrology), by their English one. */
export const genericNamesHi: Readonly<Record<string, string>> = nfc({
  Backpack: "बैकपैक",
  Rucksack: "रकसैक",
  "Laptop Bag": "लैपटॉप बैग",
  "Laptop Backpack": "लैपटॉप बैकपैक",
  "Laptop Sleeve": "लैपटॉप स्लीव",
  "Messenger Bag": "मैसेंजर बैग",
  "Sling Bag": "स्लिंग बैग",
  "Trolley Bag Set": "ट्रॉली बैग सेट",
  "Trolley Bag": "ट्रॉली बैग",
  "Duffel Bag": "डफ़ल बैग",
  "Overnight Bag": "ओवरनाइट बैग",
  Briefcase: "ब्रीफ़केस",
  "Tote Bag": "टोट बैग",
  "Document Portfolio": "डॉक्यूमेंट पोर्टफ़ोलियो",
  "Document Organiser": "डॉक्यूमेंट ऑर्गनाइज़र",
  "Conference Folder": "कॉन्फ़्रेंस फ़ोल्डर",
  "Spice Box": "मसाला डिब्बा",
  "Mixing Bowl": "मिक्सिंग बाउल",
  Kadai: "कड़ाही",
  Casserole: "कैसरोल",
  "Pressure Cooker": "प्रेशर कुकर",
  Tawa: "तवा",
  Skillet: "स्किलेट",
  "Frying Pan": "फ़्राई पैन",
  Canister: "कनस्तर",
  "Storage Container": "स्टोरेज कंटेनर",
  "Storage Jar": "स्टोरेज जार",
  "Storage Drum": "आटा ड्रम",
  Bottle: "बोतल",
  "Vacuum Flask": "वैक्यूम फ़्लास्क",
  "Sipper Bottle": "सिपर बोतल",
  "Tiffin Box": "टिफ़िन बॉक्स",
  "Lunch Box": "लंच बॉक्स",
  "Lunch Bag": "लंच बैग",
  Holdall: "होल्डऑल बैग",
  "Shopping Bag": "थैला (शॉपिंग बैग)",
  "Toiletry Kit": "टॉयलेटरी किट",
  "Card Wallet": "कार्ड वॉलेट",
  "Cable Organiser": "केबल ऑर्गनाइज़र",
  "Packing Cubes": "पैकिंग क्यूब",
  "Travel Wallet": "ट्रैवल वॉलेट",
  "Shoe Bag": "जूतों का बैग",
});

type ProductHi = { name: string; description: string };

const productList: Array<[slug: string, name: string, description: string]> = [
  // ── BackPack ──
  [
    "urbanpack-everyday-22l-backpack",
    "Urbanpack Everyday 22 लीटर बैकपैक",
    "रोज़ के इस्तेमाल के लिए 22 लीटर का हल्का बैकपैक, पानी से बचाने वाले 600D पॉलिएस्टर में। पीठ पर गद्देदार पैनल और दोनों तरफ़ बोतल की जेब। नाप 45 x 30 x 16 सेमी, वज़न 480 ग्राम। निर्माता की 1 साल की वारंटी।",
  ],
  [
    "wildtrail-basecamp-28l-backpack",
    "Wildtrail Basecamp 28 लीटर बैकपैक",
    "हर काम के लिए 28 लीटर का बैकपैक: हवादार जालीदार पीठ, चेस्ट स्ट्रैप और आगे रेनकोट बाँधने के लिए इलास्टिक डोरी। रिपस्टॉप नायलॉन, 50 x 31 x 20 सेमी। बनावट की ख़राबी पर 2 साल की वारंटी।",
  ],
  [
    "nomad-gear-roamer-25l-rolltop-backpack",
    "Nomad Gear Roamer 25 लीटर रोल-टॉप बैकपैक",
    "वेल्डेड TPU-कोटेड कपड़े का रोल-टॉप बैकपैक, जो मानसून की बारिश को बाहर रखता है; 25 से 29 लीटर तक बढ़ जाता है। अंदर 15.6 इंच लैपटॉप के लिए गद्देदार खाना, रोल करके 48 x 30 x 14 सेमी। 1 साल की वारंटी।",
  ],
  [
    "wildtrail-trailhead-20l-daypack",
    "Wildtrail Trailhead 20 लीटर डेपैक",
    "छोटी हाइकिंग और शहर में घूमने के लिए 20 लीटर का डेपैक, हल्के रिपस्टॉप पॉलिएस्टर में, पानी की थैली के लिए अलग खाना। 44 x 28 x 15 सेमी, 420 ग्राम। 1 साल की वारंटी।",
  ],
  [
    "urbanpack-metro-18l-mini-backpack",
    "Urbanpack Metro 18 लीटर मिनी बैकपैक",
    "18 लीटर का छोटा बैकपैक, फ़ोन और बटुए के लिए पीठ की तरफ़ छुपी जेब के साथ। पॉलिएस्टर कैनवस, 40 x 27 x 13 सेमी। ज़िप और सिलाई पर 6 महीने की वारंटी।",
  ],
  [
    "wildtrail-monsoon-24l-waterproof-daypack",
    "Wildtrail Monsoon 24 लीटर वॉटरप्रूफ़ डेपैक",
    "सीलबंद सिलाई वाला तिरपाल कपड़ा और पानी रोकने वाली ज़िप बारिश में भी 24 लीटर सामान सूखा रखती हैं। अलग होने वाला रेन कवर साथ में; 46 x 30 x 16 सेमी। 1 साल की वारंटी।",
  ],
  [
    "nomad-gear-city-hopper-16l-daypack",
    "Nomad Gear City Hopper 16 लीटर डेपैक",
    "रीसायकल किए PET कपड़े का पतला 16 लीटर डेपैक, ऊपर जल्दी खुलने वाली जेब के साथ। 13 इंच का टैबलेट आ जाता है; 42 x 27 x 12 सेमी, 390 ग्राम। 1 साल की वारंटी।",
  ],
  [
    "wildtrail-ridge-32l-hiking-backpack",
    "Wildtrail Ridge 32 लीटर हाइकिंग बैकपैक",
    "32 लीटर का हाइकिंग बैग: धड़ की लंबाई के हिसाब से एडजस्ट होने वाला, गद्देदार हिप बेल्ट और हवादार जालीदार पीठ। रिपस्टॉप नायलॉन, अंदर ही रेन कवर; 55 x 32 x 22 सेमी। 2 साल की वारंटी।",
  ],
  [
    "wildtrail-summit-45l-trekking-rucksack",
    "Wildtrail Summit 45 लीटर ट्रेकिंग रकसैक",
    "कई दिन के ट्रेक के लिए 45 लीटर का रकसैक: एल्युमिनियम फ़्रेम शीट, स्लीपिंग बैग का अलग खाना और ट्रेकिंग पोल के लूप। 65 x 34 x 24 सेमी, 1.4 किलो। 2 साल की वारंटी।",
  ],
  [
    "wildtrail-himalaya-60l-rucksack",
    "Wildtrail Himalaya 60 लीटर रकसैक",
    "लंबी यात्रा के लिए 60 लीटर का रकसैक, 420D रिपस्टॉप नायलॉन में: ऊपर उठने वाला ढक्कन, किनारों पर कसने वाले स्ट्रैप और आगे U-आकार की ज़िप। 72 x 36 x 26 सेमी, 1.7 किलो। 3 साल की वारंटी।",
  ],
  [
    "wildtrail-monsoon-40l-trekker-with-rain-cover",
    "Wildtrail Monsoon 40 लीटर ट्रेकर, रेन कवर के साथ",
    "40 लीटर का ट्रेकिंग बैग: टेप की हुई सिलाई वाला, पानी रोकने वाला मुख्य खाना और दूर से दिखने वाला चमकीला रेन कवर। 62 x 33 x 22 सेमी, 1.2 किलो। 2 साल की वारंटी।",
  ],
  [
    "nomad-gear-sahyadri-35l-hiking-pack",
    "Nomad Gear Sahyadri 35 लीटर हाइकिंग बैग",
    "पश्चिमी घाट की वीकेंड हाइकिंग के लिए बना 35 लीटर का बैग, दोनों तरफ़ बोतल की जेब और हवादार पीठ के साथ। पॉलिएस्टर रिपस्टॉप, 58 x 32 x 20 सेमी। 1 साल की वारंटी।",
  ],
  [
    "urbanpack-campus-30l-college-backpack",
    "Urbanpack Campus 30 लीटर कॉलेज बैकपैक",
    "30 लीटर का खुला-खुला कॉलेज बैग: तीन खाने, 15.6 इंच लैपटॉप के लिए गद्देदार जगह और रात में चमकने वाली पट्टी। पानी से बचाने वाला पॉलिएस्टर, 48 x 33 x 20 सेमी। 1 साल की वारंटी।",
  ],
  [
    "urbanpack-junior-15l-school-bag",
    "Urbanpack Junior 15 लीटर स्कूल बैग",
    "कक्षा 1 से 5 के बच्चों के लिए 15 लीटर का स्कूल बैग, S-आकार के आरामदेह स्ट्रैप और गद्देदार पीठ के साथ। पोंछकर साफ़ होने वाला पॉलिएस्टर, 38 x 28 x 14 सेमी, 450 ग्राम। 6 महीने की वारंटी।",
  ],
  [
    "urbanpack-scholar-35l-school-backpack",
    "Urbanpack Scholar 35 लीटर स्कूल बैकपैक",
    "बड़ी कक्षाओं के लिए 35 लीटर का बैकपैक, टिफ़िन के लिए अलग जेब और तले में रखा रेन कवर। मज़बूत पॉलिएस्टर, 50 x 34 x 21 सेमी। 1 साल की वारंटी।",
  ],
  [
    "wildtrail-explorer-kids-12l-backpack",
    "Wildtrail Explorer बच्चों का 12 लीटर बैकपैक",
    "4 से 8 साल के बच्चों के लिए 12 लीटर का छोटा बैकपैक, चेस्ट स्ट्रैप और नाम लिखने की खिड़की के साथ। हल्का पॉलिएस्टर, 34 x 24 x 12 सेमी। 6 महीने की वारंटी।",
  ],
  // ── Laptop Bags ──
  [
    "metro-office-commuter-15-inch-laptop-bag",
    "Metro Office Commuter 15.6 इंच लैपटॉप बैग",
    "कंधे पर टाँगने वाला लैपटॉप बैग: 15.6 इंच तक के लैपटॉप के लिए गद्देदार खाना और चार्जर व पेन के लिए ऑर्गनाइज़र पैनल। पानी से बचाने वाला पॉलिएस्टर, 42 x 31 x 9 सेमी। 1 साल की वारंटी।",
  ],
  [
    "urbanpack-convertible-3-way-laptop-bag",
    "Urbanpack Convertible 3-तरह से इस्तेमाल होने वाला लैपटॉप बैग",
    "ब्रीफ़केस, शोल्डर बैग या बैकपैक, जैसे चाहें ले जाएँ: स्ट्रैप ज़िप वाले पैनल के पीछे छुप जाते हैं। 15.6 इंच का लैपटॉप आता है; 43 x 30 x 12 सेमी, 17 लीटर। 2 साल की वारंटी।",
  ],
  [
    "urbanpack-techpro-28l-laptop-backpack",
    "Urbanpack TechPro 28 लीटर लैपटॉप बैकपैक",
    "28 लीटर का लैपटॉप बैकपैक: 16 इंच लैपटॉप के लिए ज़मीन से ऊपर टँगा खाना, USB चार्जिंग पोर्ट और ट्रॉली पर लगाने वाली पट्टी। पानी से बचाने वाला पॉलिएस्टर, 48 x 32 x 18 सेमी। 2 साल की वारंटी।",
  ],
  [
    "urbanpack-slimline-20l-laptop-backpack",
    "Urbanpack Slimline 20 लीटर लैपटॉप बैकपैक",
    "14 इंच लैपटॉप और दिन भर के ज़रूरी सामान के लिए पतला 20 लीटर बैकपैक, सूटकेस की तरह पूरा खुलता है। 44 x 30 x 12 सेमी, 620 ग्राम। 1 साल की वारंटी।",
  ],
  [
    "metro-office-executive-laptop-backpack",
    "Metro Office Executive लैपटॉप बैकपैक",
    "बैलिस्टिक नायलॉन का सधा हुआ 24 लीटर बैकपैक, वीगन लेदर की किनारी और 15.6 इंच लैपटॉप के गद्देदार खाने के साथ। 46 x 31 x 15 सेमी। 2 साल की वारंटी।",
  ],
  [
    "nomad-gear-anti-theft-laptop-backpack",
    "Nomad Gear एंटी-थेफ़्ट लैपटॉप बैकपैक",
    "छुपी ज़िप, कटने से बचाने वाला पैनल और RFID रोकने वाली जेब भीड़ भरी ट्रेन में भी सामान सुरक्षित रखते हैं। 22 लीटर, 15.6 इंच का लैपटॉप आता है; 45 x 30 x 16 सेमी। 1 साल की वारंटी।",
  ],
  [
    "urbanpack-neoprene-laptop-sleeve",
    "Urbanpack नियोप्रीन लैपटॉप स्लीव",
    "5 मिमी नियोप्रीन की स्लीव जो लैपटॉप को झटकों और खरोंच से बचाती है, आगे चार्जर की जेब के साथ। मशीन में धो सकते हैं। 6 महीने की वारंटी।",
  ],
  [
    "metro-office-felt-laptop-sleeve-15-inch",
    "Metro Office फ़ेल्ट लैपटॉप स्लीव 15 इंच",
    "ऊन-मिश्रित फ़ेल्ट की स्लीव, वीगन लेदर के फ़्लैप और चुंबक वाले बंद के साथ, 15.6 इंच तक के लैपटॉप के लिए। 40 x 29 x 2 सेमी। 6 महीने की वारंटी।",
  ],
  [
    "nomad-gear-padded-laptop-sleeve-13-inch",
    "Nomad Gear गद्देदार लैपटॉप स्लीव 13 इंच",
    "13 इंच लैपटॉप और टैबलेट के लिए पानी से बचाने वाली स्लीव, कोनों की सुरक्षा और पकड़ने के हैंडल के साथ। 35 x 25 x 3 सेमी। 1 साल की वारंटी।",
  ],
  [
    "metro-office-workday-16-inch-laptop-shoulder-bag",
    "Metro Office Workday 16 इंच लैपटॉप शोल्डर बैग",
    "बड़ा शोल्डर बैग: फैलने वाली साइड, 16 इंच लैपटॉप का गद्देदार खाना और ट्रॉली पर लगाने वाली पट्टी। पॉलिएस्टर ट्विल, 44 x 32 x 12 सेमी। 2 साल की वारंटी।",
  ],
  [
    "metro-office-executive-leather-laptop-bag",
    "Metro Office Executive लेदर लैपटॉप बैग",
    "फ़ुल-ग्रेन भैंस के चमड़े का लैपटॉप बैग, पीतल की फ़िटिंग और 15.6 इंच के गद्देदार खाने के साथ। 41 x 30 x 10 सेमी। सिलाई और फ़िटिंग पर 3 साल की वारंटी।",
  ],
  // ── Messenger Bags ──
  [
    "urbanpack-hybrid-laptop-messenger",
    "Urbanpack Hybrid लैपटॉप मैसेंजर बैग",
    "फ़्लैप वाला मैसेंजर बैग, 15.6 इंच लैपटॉप की गद्देदार जगह और कंधे के पैड वाली क्रॉस-बॉडी पट्टी के साथ। पानी से बचाने वाला पॉलिएस्टर, 40 x 30 x 11 सेमी। 1 साल की वारंटी।",
  ],
  [
    "nomad-gear-journeyman-messenger-bag",
    "Nomad Gear Journeyman मैसेंजर बैग",
    "16 औंस सूती कैनवस का क्लासिक मैसेंजर, बकल वाले फ़्लैप और 14 इंच लैपटॉप की गद्देदार जेब के साथ। 38 x 28 x 10 सेमी, 12 लीटर। 1 साल की वारंटी।",
  ],
  [
    "urbanpack-daily-messenger-bag",
    "Urbanpack Daily मैसेंजर बैग",
    "पॉलिएस्टर का हल्का मैसेंजर बैग, झट से खुलने वाले बकल और फ़्लैप के नीचे ज़िप वाले ऑर्गनाइज़र के साथ। 36 x 27 x 9 सेमी। 6 महीने की वारंटी।",
  ],
  [
    "nomad-gear-compact-crossbody-sling",
    "Nomad Gear Compact क्रॉसबॉडी स्लिंग बैग",
    "फ़ोन, बटुए और चाबियों के लिए 3 लीटर का स्लिंग, सीने या पीठ पर तिरछा पहनें। पानी से बचाने वाला नायलॉन, 28 x 16 x 7 सेमी। 1 साल की वारंटी।",
  ],
  [
    "nomad-gear-chest-sling-bag",
    "Nomad Gear चेस्ट स्लिंग बैग",
    "6 लीटर का चेस्ट स्लिंग: गद्देदार पीठ, 10 इंच तक के टैबलेट की जेब और पासपोर्ट के लिए छुपी जेब। 34 x 18 x 9 सेमी। 1 साल की वारंटी।",
  ],
  [
    "wildtrail-trail-sling-6l",
    "Wildtrail Trail स्लिंग बैग 6 लीटर",
    "छोटी सैर के लिए 6 लीटर का स्लिंग, बोतल रखने की जगह और हवादार जालीदार पट्टी के साथ। रिपस्टॉप पॉलिएस्टर, 32 x 18 x 10 सेमी। 6 महीने की वारंटी।",
  ],
  [
    "nomad-gear-waxed-canvas-messenger",
    "Nomad Gear वैक्स्ड कैनवस मैसेंजर बैग",
    "मोम चढ़ा सूती कैनवस हल्की बारिश झेल लेता है और समय के साथ और निखरता है; चमड़े की पट्टियाँ और पीतल के बकल। 15 इंच का लैपटॉप आता है; 40 x 30 x 11 सेमी। 1 साल की वारंटी।",
  ],
  [
    `${h}-canvas-messenger`,
    `${H} कैनवस मैसेंजर बैग`,
    "हमारा अपना मैसेंजर बैग, मोटे सूती कैनवस में कानपुर में सिला हुआ, 14 इंच लैपटॉप के लिए सूती अस्तर वाली जेब के साथ। 38 x 28 x 10 सेमी। 1 साल की वारंटी।",
  ],
  [
    "urbanpack-campus-canvas-messenger",
    "Urbanpack Campus कैनवस मैसेंजर बैग",
    "धुले कैनवस का मैसेंजर, A4 कॉपियों और 13 इंच लैपटॉप के नाप का, आगे दो जेबों के साथ। 36 x 27 x 9 सेमी। 6 महीने की वारंटी।",
  ],
  [
    "metro-office-heritage-leather-messenger",
    "Metro Office Heritage लेदर मैसेंजर बैग",
    "वनस्पति से पकाए चमड़े का मैसेंजर बैग, 15 इंच लैपटॉप के गद्देदार खाने और एडजस्ट होने वाली कंधे की पट्टी के साथ। 39 x 29 x 9 सेमी। 3 साल की वारंटी।",
  ],
  [
    "nomad-gear-vintage-leather-messenger",
    "Nomad Gear Vintage लेदर मैसेंजर बैग",
    "पुराने अंदाज़ का भैंस का चमड़ा, कैनवस का अस्तर और एंटीक पीतल के बकल। 14 इंच का लैपटॉप और A4 फ़ाइलें आ जाती हैं; 37 x 28 x 10 सेमी। 2 साल की वारंटी।",
  ],
  [
    `${h}-full-grain-leather-messenger`,
    `${H} फ़ुल-ग्रेन लेदर मैसेंजर बैग`,
    "कानपुर की टैनरियों का हाथ से तैयार फ़ुल-ग्रेन चमड़ा, 15 इंच लैपटॉप के लिए स्वेड अस्तर वाली जेब के साथ। 40 x 30 x 10 सेमी। 3 साल की वारंटी।",
  ],
  // ── Luggage ──
  [
    "safar-voyager-hardside-trolley-set-of-3",
    "Safar Voyager हार्डसाइड ट्रॉली, 3 का सेट",
    "केबिन (55 सेमी), मीडियम (65 सेमी) और बड़ी (75 सेमी) पॉलीप्रोपिलीन स्पिनर ट्रॉली, जो रखते समय एक-दूसरे के अंदर समा जाती हैं। TSA-मान्य ताले और 360 डिग्री घूमने वाले दोहरे पहिये। 5 साल की अंतरराष्ट्रीय वारंटी।",
  ],
  [
    "safar-expedition-softside-trolley-set-of-2",
    "Safar Expedition सॉफ़्टसाइड ट्रॉली, 2 का सेट",
    "घिसने से बचने वाले 1680D पॉलिएस्टर में 58 सेमी की केबिन और 70 सेमी की चेक-इन ट्रॉली, दोनों 5 सेमी तक फैल जाती हैं। चार स्पिनर पहिये और नंबर लॉक। 3 साल की वारंटी।",
  ],
  [
    "safar-aero-55cm-cabin-trolley",
    "Safar Aero 55 सेमी केबिन ट्रॉली",
    "38 लीटर की पॉलीप्रोपिलीन केबिन स्पिनर, जो ज़्यादातर भारतीय घरेलू एयरलाइनों की सीमा में आती है: 55 x 38 x 22 सेमी और 2.6 किलो। फ़िक्स्ड नंबर लॉक और 360 डिग्री पहिये। 3 साल की वारंटी।",
  ],
  [
    "safar-cityline-55cm-softside-cabin-trolley",
    "Safar Cityline 55 सेमी सॉफ़्टसाइड केबिन ट्रॉली",
    "40 लीटर की सॉफ़्टसाइड केबिन ट्रॉली, जैकेट या टैबलेट के लिए आगे जेब और 4 सेमी फैलाव के साथ। 1680D पॉलिएस्टर, 55 x 36 x 22 सेमी, 2.7 किलो। 3 साल की वारंटी।",
  ],
  [
    "safar-featherlite-polycarbonate-cabin-trolley",
    "Safar Featherlite पॉलीकार्बोनेट केबिन ट्रॉली",
    "100% पॉलीकार्बोनेट का खोल, वज़न सिर्फ़ 2.3 किलो, बिना आवाज़ वाले दोहरे स्पिनर पहिये और TSA लॉक। 36 लीटर, 55 x 37 x 21 सेमी। 5 साल की वारंटी।",
  ],
  [
    "nomad-gear-flyer-cabin-trolley-with-laptop-pocket",
    "Nomad Gear Flyer केबिन ट्रॉली, लैपटॉप जेब के साथ",
    "बिज़नेस यात्रा के लिए केबिन ट्रॉली: आगे 15.6 इंच लैपटॉप का गद्देदार खाना, USB पोर्ट और पॉलीकार्बोनेट की पीठ। 38 लीटर, 55 x 40 x 20 सेमी। 3 साल की वारंटी।",
  ],
  [
    "safar-compact-45cm-underseat-trolley",
    "Safar Compact 45 सेमी अंडरसीट ट्रॉली",
    "25 लीटर की दो पहियों वाली ट्रॉली, जो सामने की सीट के नीचे आ जाती है। पॉलिएस्टर, लैपटॉप की गद्देदार जगह, 45 x 34 x 20 सेमी, 2.1 किलो। 2 साल की वारंटी।",
  ],
  [
    "safar-aero-hardside-spinner-trolley",
    "Safar Aero हार्डसाइड स्पिनर ट्रॉली",
    "खरोंच से बचने वाले टेक्सचर्ड पॉलीप्रोपिलीन की चेक-इन स्पिनर, अंदर ही नंबर लॉक और बीच का पार्टीशन। 65 सेमी में 68 लीटर, 75 सेमी में 98 लीटर। 3 साल की वारंटी।",
  ],
  [
    "safar-grand-tour-75cm-check-in-trolley",
    "Safar Grand Tour 75 सेमी चेक-इन ट्रॉली",
    "परिवार के लंबे सफ़र के लिए 100 लीटर की पॉलीकार्बोनेट चेक-इन ट्रॉली; फैलाने वाली ज़िप 15% जगह और देती है। 75 x 52 x 31 सेमी, 4.4 किलो। 5 साल की वारंटी।",
  ],
  [
    "safar-cityline-softside-check-in-trolley",
    "Safar Cityline सॉफ़्टसाइड चेक-इन ट्रॉली",
    "1680D पॉलिएस्टर की सॉफ़्टसाइड चेक-इन ट्रॉली, आगे दो जेबें, फैलाने वाली ज़िप और चार स्पिनर पहिये। 68 सेमी में 72 लीटर, 78 सेमी में 104 लीटर। 3 साल की वारंटी।",
  ],
  [
    "safar-titan-79cm-polycarbonate-trolley",
    "Safar Titan 79 सेमी पॉलीकार्बोनेट ट्रॉली",
    "110 लीटर की बहुत बड़ी पॉलीकार्बोनेट ट्रॉली, एल्युमिनियम हैंडल, TSA लॉक और बदले जा सकने वाले पहिये। 79 x 54 x 32 सेमी, 4.9 किलो। 10 साल की वारंटी।",
  ],
  [
    "safar-everyday-65cm-check-in-trolley",
    "Safar Everyday 65 सेमी चेक-इन ट्रॉली",
    "किफ़ायती सॉफ़्टसाइड ट्रॉली, पानी दूर रखने वाले पॉलिएस्टर में, नंबर लॉक और चार पहियों के साथ। 65 लीटर, 65 x 43 x 26 सेमी, 3.3 किलो। 2 साल की वारंटी।",
  ],
  [
    "nomad-gear-weekender-45l-duffel",
    "Nomad Gear Weekender 45 लीटर डफ़ल बैग",
    "45 लीटर का डफ़ल बैग, जूतों का अलग खाना, गद्देदार कंधे की पट्टी और ट्रॉली पर चढ़ाने की स्लीव के साथ। पानी से बचाने वाला पॉलिएस्टर, 55 x 30 x 28 सेमी। 1 साल की वारंटी।",
  ],
  [
    "safar-wheeled-70cm-duffel",
    "Safar पहियों वाला 70 सेमी डफ़ल बैग",
    "90 लीटर का पहियों वाला डफ़ल, खिंचने वाला हैंडल, स्केट जैसे पहिये और आसानी से सामान भरने के लिए U-आकार का मुँह। 70 x 36 x 34 सेमी। 3 साल की वारंटी।",
  ],
  [
    "wildtrail-expedition-60l-duffel",
    "Wildtrail Expedition 60 लीटर डफ़ल बैग",
    "PVC-कोटेड तिरपाल का 60 लीटर डफ़ल, बैकपैक की तरह टाँगने वाले स्ट्रैप के साथ, ट्रेक और रोड ट्रिप के लिए बना। 62 x 34 x 30 सेमी, 1.3 किलो। 2 साल की वारंटी।",
  ],
  [
    "nomad-gear-foldable-32l-travel-duffel",
    "Nomad Gear फ़ोल्ड होने वाला 32 लीटर ट्रैवल डफ़ल",
    "32 लीटर का डफ़ल, जो अपनी ही जेब में मुड़कर समा जाता है; लौटते समय ट्रॉली के हैंडल पर चढ़ा लें। रिपस्टॉप नायलॉन, 50 x 28 x 24 सेमी। 1 साल की वारंटी।",
  ],
  // ── Office Bags ──
  [
    "metro-office-workday-office-backpack",
    "Metro Office Workday ऑफ़िस बैकपैक",
    "24 लीटर का ऑफ़िस बैकपैक जो सीधा खड़ा रहता है, 15.6 इंच लैपटॉप के गद्देदार खाने और आगे जल्दी खुलने वाली जेब के साथ। पॉलिएस्टर ट्विल, 45 x 31 x 16 सेमी। 2 साल की वारंटी।",
  ],
  [
    "metro-office-executive-overnighter",
    "Metro Office Executive ओवरनाइट बैग",
    "बिज़नेस के लिए एक रात का बैग: लैपटॉप का खाना, कमीज़ रखने का फ़ोल्डर और ट्रॉली स्लीव। बैलिस्टिक नायलॉन पर चमड़े की किनारी, 30 लीटर, 48 x 32 x 20 सेमी। 2 साल की वारंटी।",
  ],
  [
    "metro-office-classic-leather-briefcase",
    "Metro Office Classic लेदर ब्रीफ़केस",
    "फ़ुल-ग्रेन चमड़े का दो खानों वाला ब्रीफ़केस, 14 इंच लैपटॉप की गद्देदार जगह और अलग होने वाली कंधे की पट्टी के साथ। 41 x 30 x 10 सेमी। 3 साल की वारंटी।",
  ],
  [
    "metro-office-slim-hardshell-briefcase",
    "Metro Office Slim हार्डशेल ब्रीफ़केस",
    "ABS के सख़्त खोल वाला ब्रीफ़केस, दो नंबर लॉक, फ़ाइल ऑर्गनाइज़र और पेन के लूप के साथ। 44 x 33 x 8 सेमी, 1.9 किलो। 2 साल की वारंटी।",
  ],
  [
    "metro-office-double-compartment-briefcase",
    "Metro Office दो खानों वाला ब्रीफ़केस",
    "पूरी लंबाई के दो खाने 15.6 इंच के लैपटॉप को फ़ाइलों और टिफ़िन से अलग रखते हैं। पानी से बचाने वाला पॉलिएस्टर, 42 x 31 x 12 सेमी। 2 साल की वारंटी।",
  ],
  [
    `${h}-heritage-leather-briefcase`,
    `${H} Heritage लेदर ब्रीफ़केस`,
    "वनस्पति से पकाए चमड़े का हमारा ख़ास ब्रीफ़केस, पीतल के ताले और सूती अस्तर के साथ। 15 इंच का लैपटॉप आता है; 42 x 31 x 9 सेमी। 5 साल की वारंटी।",
  ],
  [
    "metro-office-structured-work-tote",
    "Metro Office स्ट्रक्चर्ड वर्क टोट बैग",
    "आकार में रहने वाला टोट बैग, 14 इंच लैपटॉप की गद्देदार स्लीव, ऊपर ज़िप और अलग होने वाले पाउच के साथ। वीगन लेदर, 40 x 29 x 13 सेमी। 1 साल की वारंटी।",
  ],
  [
    `${h}-vegan-leather-office-tote`,
    `${H} वीगन लेदर ऑफ़िस टोट बैग`,
    "PU लेदर का खुला टोट बैग, स्वेड जैसा अस्तर, चाबी की डोरी और 15 इंच लैपटॉप की जेब के साथ। 42 x 30 x 14 सेमी। 1 साल की वारंटी।",
  ],
  [
    "urbanpack-canvas-laptop-tote",
    "Urbanpack कैनवस लैपटॉप टोट बैग",
    "मोटे कैनवस का टोट बैग, 14 इंच लैपटॉप की गद्देदार स्लीव और अंदर ज़िप वाली जेब के साथ। 40 x 32 x 12 सेमी। 6 महीने की वारंटी।",
  ],
  [
    "metro-office-a4-zip-portfolio",
    "Metro Office A4 ज़िप पोर्टफ़ोलियो",
    "चारों ओर ज़िप वाला A4 पोर्टफ़ोलियो, वीगन लेदर में, नोटपैड होल्डर, कार्ड स्लॉट और 11 इंच टैबलेट की जेब के साथ। 34 x 26 x 3 सेमी। 1 साल की वारंटी।",
  ],
  [
    "metro-office-expanding-document-organiser",
    "Metro Office फैलने वाला डॉक्यूमेंट ऑर्गनाइज़र",
    "बिल, सर्टिफ़िकेट और पासपोर्ट के लिए 13 लेबल वाली जेबों का कपड़े का डॉक्यूमेंट ऑर्गनाइज़र। ज़िप बंद और पकड़ने का हैंडल, 34 x 25 x 5 सेमी। 6 महीने की वारंटी।",
  ],
  [
    "metro-office-leather-conference-folder",
    "Metro Office लेदर कॉन्फ़्रेंस फ़ोल्डर",
    "असली चमड़े का कॉन्फ़्रेंस फ़ोल्डर, A4 राइटिंग पैड, पेन लूप और विज़िटिंग कार्ड के खानों के साथ। 33 x 25 x 2 सेमी। 1 साल की वारंटी।",
  ],
  // ── Kitchen ──
  [
    "chai-street-home-steel-masala-dabba",
    "Chai Street Home स्टील मसाला डिब्बा",
    "फ़ूड-ग्रेड स्टेनलेस स्टील का मसाला डिब्बा, 200 मिली की सात कटोरियाँ, छोटी चम्मच और आर-पार दिखने वाला ढक्कन। चौड़ाई 22 सेमी, ऊँचाई 7 सेमी। जंग न लगने की 1 साल की वारंटी।",
  ],
  [
    "rasoi-craft-steel-mixing-bowl-set-of-3",
    "Rasoi Craft स्टील मिक्सिंग बाउल, 3 का सेट",
    "स्टेनलेस स्टील के तीन गहरे बाउल (1.5, 2.5 और 4 लीटर): आटा गूँधने, मैरिनेट करने और परोसने के लिए। शीशे जैसी चमक, एक के अंदर एक रख जाते हैं। 5 साल की वारंटी।",
  ],
  [
    "rasoi-craft-triply-steel-kadai-24cm",
    "Rasoi Craft ट्राई-प्लाई स्टील कड़ाही 24 सेमी",
    "2.5 लीटर की ट्राई-प्लाई स्टेनलेस स्टील कड़ाही, बराबर गर्मी के लिए बीच में एल्युमिनियम की परत और स्टील का ढक्कन। गैस और इंडक्शन दोनों पर चलती है; चौड़ाई 24 सेमी। 10 साल की वारंटी।",
  ],
  [
    "rasoi-craft-triply-casserole-with-lid-20cm",
    "Rasoi Craft ट्राई-प्लाई कैसरोल ढक्कन के साथ 20 सेमी",
    "दाल, चावल और सब्ज़ी के लिए 3 लीटर का ट्राई-प्लाई कैसरोल (पतीला), रिवेट वाले हैंडल और कसकर बैठने वाले स्टील के ढक्कन के साथ। इंडक्शन पर चलता है, चौड़ाई 20 सेमी। 10 साल की वारंटी।",
  ],
  [
    "rasoi-craft-stainless-steel-pressure-cooker-3l",
    "Rasoi Craft स्टेनलेस स्टील प्रेशर कुकर 3 लीटर",
    "फ़ूड-ग्रेड स्टेनलेस स्टील का 3 लीटर आउटर-लिड प्रेशर कुकर, गैस और इंडक्शन के लिए सैंडविच तले के साथ। साथ में एक अतिरिक्त गैसकेट और सेफ़्टी वाल्व। 5 साल की वारंटी।",
  ],
  [
    "rasoi-craft-triply-pressure-cooker-5l",
    "Rasoi Craft ट्राई-प्लाई प्रेशर कुकर 5 लीटर",
    "चार से छह लोगों के परिवार के लिए 5 लीटर का ट्राई-प्लाई प्रेशर कुकर, प्रेशर इंडिकेटर और गैसकेट-रिलीज़ सेफ़्टी सिस्टम के साथ। इंडक्शन पर चलता है। 10 साल की वारंटी।",
  ],
  [
    "rasoi-craft-mini-pressure-cooker-2l",
    "Rasoi Craft मिनी प्रेशर कुकर 2 लीटर",
    "एक-दो लोगों और हॉस्टल के कमरे के लिए 2 लीटर का स्टेनलेस स्टील कुकर। इनर-लिड डिज़ाइन, गैस और इंडक्शन दोनों पर चलता है। 5 साल की वारंटी।",
  ],
  [
    "rasoi-craft-cast-iron-dosa-tawa-28cm",
    "Rasoi Craft कास्ट आयरन (लोहे का) डोसा तवा 28 सेमी",
    "पहले से सीज़न किया हुआ लोहे का तवा, कुरकुरे डोसे और रोटियों के लिए; चौड़ाई 28 सेमी, वज़न 2.4 किलो। कोई केमिकल कोटिंग नहीं, इस्तेमाल के साथ और बेहतर होता है। दरार पर आजीवन वारंटी।",
  ],
  [
    "rasoi-craft-cast-iron-skillet-25cm",
    "Rasoi Craft कास्ट आयरन स्किलेट 25 सेमी",
    "पहले से सीज़न किया हुआ 25 सेमी का लोहे का स्किलेट, सहारे वाले छोटे हैंडल के साथ: सेंकने, कम तेल में तलने और बेक करने के लिए। ओवन में रख सकते हैं। दरार पर आजीवन वारंटी।",
  ],
  [
    "rasoi-craft-triply-fry-pan-24cm",
    "Rasoi Craft ट्राई-प्लाई फ़्राई पैन 24 सेमी",
    "24 सेमी का ट्राई-प्लाई स्टेनलेस स्टील फ़्राई पैन, गर्म न होने वाले हैंडल के साथ; उतरने वाली कोई कोटिंग नहीं। गैस और इंडक्शन दोनों पर चलता है। 10 साल की वारंटी।",
  ],
  [
    "chai-street-home-steel-canister-set-of-3",
    "Chai Street Home स्टील कनस्तर, 3 का सेट",
    "चाय, चीनी और कॉफ़ी के लिए स्टेनलेस स्टील के तीन हवाबंद कनस्तर (0.5, 1 और 1.5 लीटर), सिलिकॉन सील वाले ढक्कनों के साथ। डिशवॉशर में धो सकते हैं। 1 साल की वारंटी।",
  ],
  [
    "tiffin-and-co-airtight-storage-containers-set-of-6",
    "Tiffin & Co. हवाबंद स्टोरेज कंटेनर, 6 का सेट",
    "BPA-मुक्त पॉलीप्रोपिलीन के छह कंटेनर (500 मिली, 1 लीटर और 1.7 लीटर के दो-दो), चारों ओर से लॉक होने वाले ढक्कन। माइक्रोवेव और फ़्रिज में रख सकते हैं। 6 महीने की वारंटी।",
  ],
  [
    "chai-street-home-modular-pantry-jars-set-of-4",
    "Chai Street Home मॉड्यूलर रसोई जार, 4 का सेट",
    "एक के ऊपर एक रखने वाले 1.2 लीटर के चार जार, साफ़ फ़ूड-ग्रेड PET में, खटके से खुलने वाले ढक्कन: दाल, चावल और नमकीन के लिए। हर जार 10 x 10 x 22 सेमी। 6 महीने की वारंटी।",
  ],
  [
    "chai-street-home-steel-atta-dabba-10kg",
    "Chai Street Home स्टील आटा डिब्बा 10 किलो",
    "14 लीटर का स्टेनलेस स्टील ड्रम, जिसमें 10 किलो आटा या चावल आता है; कसकर बैठने वाला ढक्कन और दोनों तरफ़ हैंडल। चौड़ाई 30 सेमी, ऊँचाई 28 सेमी। 1 साल की वारंटी।",
  ],
  [
    "tiffin-and-co-steel-water-bottle-1l",
    "Tiffin & Co. स्टील पानी की बोतल 1 लीटर",
    "फ़ूड-ग्रेड 304 स्टेनलेस स्टील की 1 लीटर की सिंगल-वॉल बोतल, न रिसने वाले स्टील के ढक्कन के साथ। जंग नहीं लगती, साफ़ करना आसान, ऊँचाई 28 सेमी। 1 साल की वारंटी।",
  ],
  [
    "tiffin-and-co-insulated-flask-750ml",
    "Tiffin & Co. इंसुलेटेड फ़्लास्क 750 मिली",
    "डबल-वॉल वैक्यूम फ़्लास्क: पानी 24 घंटे ठंडा और चाय 12 घंटे गर्म। 750 मिली, 304 स्टेनलेस स्टील, ऊँचाई 26 सेमी। 1 साल की वारंटी।",
  ],
  [
    "tiffin-and-co-kids-sipper-bottle-500ml",
    "Tiffin & Co. बच्चों की सिपर बोतल 500 मिली",
    "BPA-मुक्त ट्राइटन की सिपर, ऊपर उठने वाली स्ट्रॉ और पकड़ने के लूप के साथ, स्कूल बैग के नाप की। 500 मिली, ऊँचाई 19 सेमी। 6 महीने की वारंटी।",
  ],
  [
    "chai-street-home-steel-chai-flask-1l",
    "Chai Street Home स्टील चाय फ़्लास्क 1 लीटर",
    "1 लीटर का इंसुलेटेड सर्वर, बटन दबाकर डालने वाले ढक्कन के साथ, लंबी सुबह तक चाय गर्म रखने के लिए बना। स्टेनलेस स्टील, ऊँचाई 27 सेमी। 1 साल की वारंटी।",
  ],
  [
    "wildtrail-trek-bottle-750ml",
    "Wildtrail Trek बोतल 750 मिली",
    "मज़बूत 750 मिली की स्टेनलेस स्टील बोतल, कैराबिनर लूप और पाउडर-कोटेड पकड़ के साथ। बैकपैक की साइड जेब में आ जाती है; ऊँचाई 25 सेमी। 1 साल की वारंटी।",
  ],
  [
    "tiffin-and-co-3-tier-steel-tiffin",
    "Tiffin & Co. स्टील टिफ़िन, 3 डिब्बे",
    "स्टेनलेस स्टील का क्लासिक तीन डिब्बों वाला टिफ़िन, 350 मिली के डिब्बे और साइड में लॉक होने वाली क्लिप के साथ। चौड़ाई 12 सेमी, ऊँचाई 20 सेमी। 1 साल की वारंटी।",
  ],
  [
    "tiffin-and-co-insulated-lunch-box-set",
    "Tiffin & Co. इंसुलेटेड लंच बॉक्स सेट",
    "न रिसने वाले स्टील के तीन डिब्बे (300, 450 और 600 मिली), एक इंसुलेटेड ज़िप बैग में जो दोपहर तक खाना गर्म रखता है। बैग 24 x 15 x 18 सेमी। 1 साल की वारंटी।",
  ],
  [
    "tiffin-and-co-kids-bento-lunch-box",
    "Tiffin & Co. बच्चों का बेंटो लंच बॉक्स",
    "BPA-मुक्त बेंटो बॉक्स, चार खानों और न रिसने वाली सिलिकॉन सील के साथ; छोटे हाथ भी आसानी से खोल लेते हैं। 850 मिली, 20 x 15 x 6 सेमी। 6 महीने की वारंटी।",
  ],
  [
    "tiffin-and-co-office-lunch-bag-with-containers",
    "Tiffin & Co. ऑफ़िस लंच बैग, डिब्बों के साथ",
    "पतला लंच बैग, 400 मिली के दो स्टील डिब्बे, बोतल की जेब और चम्मच रखने की जगह के साथ; लैपटॉप बैग में आराम से आ जाता है। 26 x 12 x 16 सेमी। 1 साल की वारंटी।",
  ],
  // ── House brand ──
  [
    `${h}-weekend-canvas-holdall`,
    `${H} वीकेंड कैनवस होल्डऑल बैग`,
    "18 औंस सूती कैनवस का 40 लीटर का वीकेंड बैग, चमड़े के हैंडल और जूतों की अलग जेब के साथ। 52 x 30 x 26 सेमी। 1 साल की वारंटी।",
  ],
  [
    `${h}-canvas-market-tote`,
    `${H} कैनवस बाज़ार थैला`,
    "सब्ज़ी मंडी के लिए मज़बूत सूती कैनवस का थैला, पक्के हैंडल 10 किलो तक उठा लेते हैं। 40 x 38 x 12 सेमी। मशीन में धो सकते हैं।",
  ],
  [
    `${h}-block-print-cotton-tote`,
    `${H} ब्लॉक प्रिंट सूती थैला`,
    "सांगानेर में प्राकृतिक रंगों से हाथ से ब्लॉक प्रिंट किया अस्तर वाला सूती थैला, अंदर ज़िप वाली जेब के साथ। 42 x 36 x 10 सेमी। केवल हाथ से धोएँ।",
  ],
  [
    `${h}-foldable-shopper-bag`,
    `${H} फ़ोल्ड होने वाला शॉपिंग बैग`,
    "रिपस्टॉप पॉलिएस्टर का शॉपिंग बैग, जो 10 सेमी के पाउच में मुड़ जाता है और 15 किलो वज़न उठाता है। खोलने पर 45 x 40 सेमी। 6 महीने की वारंटी।",
  ],
  [
    `${h}-hanging-toiletry-kit`,
    `${H} टाँगने वाली टॉयलेटरी किट`,
    "पानी से बचाने वाली टॉयलेटरी किट, टाँगने का हुक, जालीदार जेबें और पोंछकर साफ़ होने वाला अस्तर। मोड़ने पर 26 x 18 x 10 सेमी। 6 महीने की वारंटी।",
  ],
  [
    `${h}-leather-card-wallet`,
    `${H} लेदर कार्ड वॉलेट`,
    "फ़ुल-ग्रेन चमड़े का पतला कार्ड वॉलेट, छह कार्ड स्लॉट और मोड़े हुए नोटों के लिए बीच की जेब। 10.5 x 7.5 सेमी। 1 साल की वारंटी।",
  ],
  [
    `${h}-cable-organiser-pouch`,
    `${H} केबल ऑर्गनाइज़र पाउच`,
    "चार्जर, केबल, ईयरफ़ोन और पावर बैंक के लिए इलास्टिक लूप वाला गद्देदार पाउच। 24 x 16 x 6 सेमी। 6 महीने की वारंटी।",
  ],
  [
    `${h}-packing-cubes-set-of-4`,
    `${H} पैकिंग क्यूब, 4 का सेट`,
    "हल्के नायलॉन के चार पैकिंग क्यूब (बड़ा, मीडियम, छोटा और एक लॉन्ड्री बैग), ऊपर जाली के साथ। 55 सेमी की केबिन ट्रॉली के नाप के। 1 साल की वारंटी।",
  ],
  [
    `${h}-passport-travel-wallet`,
    `${H} पासपोर्ट ट्रैवल वॉलेट`,
    "दो पासपोर्ट, बोर्डिंग पास, कार्ड और पेन के लिए चमड़े का ट्रैवल वॉलेट, RFID रोकने वाले अस्तर के साथ। 23 x 12 सेमी। 1 साल की वारंटी।",
  ],
  [
    `${h}-travel-shoe-bag`,
    `${H} ट्रैवल जूता बैग`,
    "हवादार जूता बैग जो एक जोड़ी जूते कपड़ों से अलग रखता है, डोरी और पोंछकर साफ़ होने वाले तले के साथ। 36 x 25 सेमी। 6 महीने की वारंटी।",
  ],
];

/** Product slug → Hindi name and description. */
export const productsHi: ReadonlyMap<string, ProductHi> = new Map(
  productList.map(([slug, name, description]) => [
    slug,
    { name: name.normalize("NFC"), description: description.normalize("NFC") },
  ]),
);

/**
 * The demo nearby shops' street and city in Hindi, by their PIN code (one shop each): names of roads and
 * places as locals write them in Devanagari, house and shop numbers in their digits. The state comes from
 * the States messages; PIN codes and phone numbers stay as they are.
 */
export const nearbyShopsHi: ReadonlyMap<string, { address: string; city: string }> = new Map(
  (
    [
      ["400050", "दुकान 3, रिज़वी पार्क, 14 लिंकिंग रोड, बांद्रा वेस्ट", "मुंबई"],
      ["110001", "G-12, इनर सर्कल, कनॉट प्लेस", "नई दिल्ली"],
      ["560038", "742, 100 फ़ीट रोड, HAL सेकंड स्टेज, इंदिरानगर", "बेंगलुरु"],
      ["600017", "48, पांडी बाज़ार, त्यागराय नगर", "चेन्नई"],
      ["700016", "22, पार्क स्ट्रीट, मलिक बाज़ार", "कोलकाता"],
      ["500034", "8-2-293, रोड नंबर 1, बंजारा हिल्स", "हैदराबाद"],
      ["411004", "1201, फ़र्ग्यूसन कॉलेज रोड, शिवाजीनगर", "पुणे"],
      ["302001", "C-31, मिर्ज़ा इस्माइल रोड, पांच बत्ती", "जयपुर"],
    ] as const
  ).map(([pin, address, city]) => [pin, { address: address.normalize("NFC"), city: city.normalize("NFC") }]),
);

/** Demo rows without their Hindi text (each must have it); empty when all is well. */
export function findHindiProblems(catalog: {
  products: ReadonlyArray<{ slug: string; declarations: { genericName: string | null } }>;
  categories: ReadonlyArray<{ name: string }>;
  brands: ReadonlyArray<{ name: string; subcategories: ReadonlyArray<{ name: string }> }>;
  nearbyShops?: ReadonlyArray<{ name: string; postalCode: string }>;
}): string[] {
  const devanagari = /[\u0900-\u097F]/;
  const problems: string[] = [];
  for (const p of catalog.products) {
    const hi = productsHi.get(p.slug);
    if (!hi || !devanagari.test(hi.name) || !devanagari.test(hi.description))
      problems.push(`Product ${p.slug}: no Hindi name or description`);
    if (p.declarations.genericName && !genericNamesHi[p.declarations.genericName])
      problems.push(`Generic name ${p.declarations.genericName}: no Hindi`);
  }
  for (const c of catalog.categories) if (!categoryNamesHi[c.name]) problems.push(`Category ${c.name}: no Hindi name`);
  for (const b of catalog.brands)
    for (const s of b.subcategories)
      if (!brandSubcategoryNamesHi[s.name]) problems.push(`Subcategory ${b.name} › ${s.name}: no Hindi name`);
  for (const shop of catalog.nearbyShops ?? [])
    if (!nearbyShopsHi.has(shop.postalCode)) problems.push(`Nearby shop ${shop.name}: no Hindi address`);
  const slugs = new Set(catalog.products.map((p) => p.slug));
  for (const slug of productsHi.keys()) if (!slugs.has(slug)) problems.push(`Hindi text for unknown product ${slug}`);
  return problems;
}
