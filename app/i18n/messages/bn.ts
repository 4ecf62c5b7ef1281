import type { Messages } from "./en";

/**
 * বাংলা: the Bengali catalogue, with exactly the keys of en.ts (TypeScript checks it). Written as a Dhaka
 * copywriter would say it rather than word for word; brand and product names stay in Latin letters.
 * Numbers reach these functions already in Bengali digits (`digits`).
 */
export const bn: Messages = {
  shell: {
    skipToContent: "মূল অংশে যান",
    showroom: "শোরুম",
    showroomHours: "শোরুম খোলা থাকে",
    factory: "কারখানা",
    hoursDisplay: "রবি থেকে শনিবার, সকাল ১০টা থেকে রাত ৯টা",
    hoursDays: "রবি থেকে শনিবার",
    hoursTime: "সকাল ১০টা থেকে রাত ৯টা",
    tagline: "প্রতিটি জায়গায় রুচির ছোঁয়া।",
    checkout: "চেকআউট",
    checkoutLabel: (count, digits) =>
      count === 0 ? "চেকআউট, আপনার কার্ট খালি" : `চেকআউট, কার্টে ${digits}টি পণ্য`,
    itemCount: (_count, digits) => `${digits}টি পণ্য`,
    openMenu: "মেনু খুলুন",
    menu: "মেনু",
    closeMenu: "মেনু বন্ধ করুন",
    mainNav: "প্রধান মেনু",
    subMenu: (label) => `${label}: আরও দেখুন`,
    overview: (label) => `${label}: এক নজরে`,
    contactUs: "যোগাযোগ করুন",
    quickLinks: "দরকারি লিংক",
    services: "আমাদের সেবা",
    visitAndContact: "দেখা ও যোগাযোগ",
    opensMapsNewTab: " (নতুন ট্যাবে গুগল ম্যাপে খুলবে)",
    footerAbout: (year) =>
      `${year} সাল থেকে ঢাকার ইন্টেরিয়র ডিজাইন স্টুডিও: বাসা, অফিস, হোটেল, রেস্টুরেন্ট আর শোরুম, নকশা হয় বনানীতে, তৈরি হয় আমাদের নিজস্ব কারখানায়।`,
    copyright: (year, legalName) => `© ${year} ${legalName} সর্বস্বত্ব সংরক্ষিত।`,
    footerLine: "ইন্টেরিয়র ডিজাইন ও নির্মাণ, ঢাকা, বাংলাদেশ",
    home: "হোম",
    switchLabel: "English",
    switchDescription: "Read this page in English",
  },
  nav: {
    Home: "হোম",
    "About Us": "আমাদের কথা",
    "Company Overview": "প্রতিষ্ঠান পরিচিতি",
    "Mission & Vision": "লক্ষ্য ও স্বপ্ন",
    Portfolio: "পোর্টফোলিও",
    "Residential Interior": "বাসার ইন্টেরিয়র",
    "Office Interior": "অফিস ইন্টেরিয়র",
    "Hotel Interior": "হোটেল ইন্টেরিয়র",
    "Restaurant Interior": "রেস্টুরেন্ট ইন্টেরিয়র",
    "Showroom Interior": "শোরুম ইন্টেরিয়র",
    "Kitchen Cabinet": "কিচেন কেবিনেট",
    Projects: "প্রজেক্ট",
    Services: "সেবাসমূহ",
    "Home Interior": "হোম ইন্টেরিয়র",
    Bedroom: "বেডরুম",
    "Drawing Room": "ড্রয়িং রুম",
    "Dining Room": "ডাইনিং রুম",
    "MD Room": "এমডি রুম",
    "Conference Room": "কনফারেন্স রুম",
    Reception: "রিসেপশন",
    "Work Station Area": "ওয়ার্কস্টেশন এরিয়া",
    "Showroom & Outlet Interior": "শোরুম ও আউটলেট ইন্টেরিয়র",
    Accessories: "অ্যাকসেসরিজ",
    Checkout: "চেকআউট",
  },
  notFound: {
    eyebrow: "ত্রুটি ৪০৪",
    title: "পাতাটি পাওয়া যায়নি",
    metaTitle: "পাতাটি পাওয়া যায়নি | Nakshi Interiors",
    body: "যে পাতাটি খুঁজছেন সেটি সরে গেছে, অথবা কখনো ছিলই না। চলুন, আপনাকে সুন্দর কিছু দেখাই।",
    backHome: "হোমে ফিরে যান",
    viewPortfolio: "আমাদের কাজ দেখুন",
    errorTitle: "কিছু একটা সমস্যা হয়েছে",
    errorBody: "পাতাটি এই মুহূর্তে দেখানো যাচ্ছে না। রিফ্রেশ করুন, বা একটু পরে আবার আসুন।",
    missingBody: "যে পাতাটি খুঁজছেন সেটি নেই।",
  },
  seo: {
    home: "হোম",
    homeTitle: "Nakshi Interiors | ঢাকার ইন্টেরিয়র ডিজাইন প্রতিষ্ঠান",
    homeDescription:
      "২০১২ সাল থেকে ঢাকায় বাসা, অফিস, হোটেল, রেস্টুরেন্ট ও শোরুমের নকশা আর নির্মাণ করছে Nakshi Interiors: টার্নকি ইন্টেরিয়র, নিজস্ব কারখানা, সময়মতো হস্তান্তর।",
    businessDescription: (name, year) =>
      `${name} ঢাকার একটি ইন্টেরিয়র ডিজাইন প্রতিষ্ঠান, যাত্রা শুরু ${String(year).replace(/[0-9]/g, (d) => "০১২৩৪৫৬৭৮৯"[Number(d)]!)} সালে।`,
    checkoutTitle: "চেকআউট",
    checkoutDescription: "কার্ট দেখে নিন, তারপর Nakshi Interiors-এ অর্ডার দিন।",
    accessoriesTitle: "অ্যাকসেসরিজ | Nakshi Interiors",
    accessoriesPageTitle: (page) => `অ্যাকসেসরিজ, পাতা ${page} | Nakshi Interiors`,
    accessoriesDescription:
      "বনানীর Nakshi Interiors শোরুম থেকে হাতে তৈরি ফুলদানি, ল্যাম্প, আয়না, রাগ আর সাজসজ্জা। অনলাইনে অর্ডার করুন, ডেলিভারি সারা বাংলাদেশে।",
  },
};
