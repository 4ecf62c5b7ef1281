/**
 * The home page in Bengali: the same sections, anchors, images and links as content/home.ts, with the words
 * (and the images' alt texts) a Dhaka reader reads first. The /bn home's loader picks it, so it never reaches
 * an English page.
 */
import type { SiteConfig } from "./site";
import { homeCarouselImages, homeContent, type AccordionItem } from "./home";
import type { ImageRef, PortfolioCategory } from "./types";

const { hero, categories, about, recentProjects, accessories, brands, missionVision, workProcess } =
  homeContent;

export const homeContentBn: typeof homeContent = {
  hero: {
    ...hero,
    tagline: "প্রতিটি জায়গায় যত্নে গড়া সৌন্দর্য।",
    ctaLabel: "যোগাযোগ করুন",
    image: {
      ...hero.image,
      alt: "রোদ-ভরা বসার ঘর: নিচু সেগুন কাঠের সোফা, পিতলের ছোঁয়া আর হাতে বোনা গালিচা, Nakshi Interiors-এর ডিজাইন",
    },
  },
  categories: {
    ...categories,
    title: "পোর্টফোলিও",
    line: "আধুনিক ঘর আর ব্যবসার জায়গার জন্য নতুন ধারার ইন্টেরিয়র, ঢাকার সেরা ইন্টেরিয়র ডিজাইন প্রতিষ্ঠানের হাতে",
  },
  about: {
    ...about,
    title: "বাংলাদেশের সেরা ইন্টেরিয়র ডিজাইন প্রতিষ্ঠান",
    image: {
      ...about.image,
      alt: "বনানীর শোরুমে ক্লায়েন্টদের সঙ্গে ফ্লোর প্ল্যান নিয়ে আলোচনা করছেন Nakshi Interiors-এর ডিজাইনাররা",
    },
    intro: [
      "এক দশকেরও বেশি সময় ধরে Nakshi Interiors সারা বাংলাদেশে বাড়ি, অফিস, হোটেল, রেস্টুরেন্ট আর শোরুম সাজিয়ে আসছে। ২০১২ সালে ঢাকার ছোট্ট একটি স্টুডিও হিসেবে যাত্রা শুরু; আজ আমরা ডিজাইন থেকে নির্মাণ পর্যন্ত পুরো কাজ করি, বনানীতে নিজেদের শোরুম আর টঙ্গীতে নিজেদের কারখানা নিয়ে।",
      "আমরা দিই পুরোপুরি টার্ন-কি সমাধান: একটি টিমই আপনার খালি জায়গাকে সাজানো-গোছানো, আসবাবে ভরা ইন্টেরিয়রে বদলে দেয়। ডিজাইন, সিভিল কাজ, ইলেকট্রিক্যাল ও লাইটিং, সিলিং, কাঠের কাজ, আসবাব আর সাজসজ্জা, সবই এক চুক্তিতে, এক বাজেটে, এক হস্তান্তরের তারিখে।",
    ],
    process: {
      title: "আমাদের চার ধাপের ডিজাইন প্রক্রিয়া",
      steps: [
        {
          title: "সাইট ভিজিট ও জায়গার বিশ্লেষণ",
          description:
            "আমরা সরেজমিনে গিয়ে প্রতিটি দেয়াল, জানালা আর বিম মেপে নিই, আর শুনি জায়গাটিতে আপনি কীভাবে থাকতে বা কাজ করতে চান।",
        },
        {
          title: "কনসেপ্ট ও বাজেট",
          description:
            "আপনি পাবেন লেআউট, থ্রিডি ভিউসহ মুড বোর্ড আর আপনার বাজেট মেনে টাকায় খাতওয়ারি খরচের হিসাব।",
        },
        {
          title: "একসঙ্গে চূড়ান্ত করা",
          description:
            "প্রতিটি ঘর মনমতো না হওয়া পর্যন্ত আপনার সঙ্গে বসে উপকরণ, রং আর খুঁটিনাটি ঠিক করি, তারপর দাম আর সময়সূচি পাকা করি।",
        },
        {
          title: "ওয়ার্কিং ড্রয়িং ও তত্ত্বাবধান",
          description:
            "বিস্তারিত ড্রয়িং যায় আমাদের কারখানা আর সাইট টিমের কাছে, আর হস্তান্তর পর্যন্ত প্রতিটি ধাপ দেখাশোনা করেন একজন নির্দিষ্ট প্রজেক্ট ম্যানেজার।",
        },
      ],
    },
    reasons: {
      title: "কেন Nakshi Interiors",
      items: [
        {
          title: "১২ বছরের বেশি অভিজ্ঞতা",
          text: "২০১২ সাল থেকে ঢাকা আর সারা দেশে শত শত প্রজেক্ট শেষ করেছি।",
        },
        {
          title: "নিজস্ব কারখানা",
          text: "আসবাব আর কাঠের কাজ হয় টঙ্গীতে আমাদের নিজের কারখানায়, তাই মান থাকে হাতের মুঠোয়, সময়ও ঠিক থাকে।",
        },
        {
          title: "স্বচ্ছ দাম",
          text: "কাজ শুরুর আগেই টাকায় পরিষ্কার হিসাব; অনুমোদনের পর কোনো লুকানো খরচ নেই।",
        },
        {
          title: "সময়মতো হস্তান্তর",
          text: "নির্দিষ্ট সময়সূচি, প্রতি সপ্তাহে কাজের খবর, আর তারিখের দায়িত্বে একজন প্রজেক্ট ম্যানেজার।",
        },
        {
          title: "আমাদের আবহাওয়ার উপযোগী",
          text: "আর্দ্রতা সইতে পারে, উইপোকা-প্রতিরোধী উপকরণ আর ঢাকার স্যাঁতসেঁতে গরম ও বর্ষার কথা ভেবে করা খুঁটিনাটি।",
        },
      ],
    },
    services: {
      title: "আমাদের সেবা",
      items: [
        "আবাসিক ইন্টেরিয়র",
        "অফিস ইন্টেরিয়র",
        "হোটেল ইন্টেরিয়র",
        "রেস্টুরেন্ট ইন্টেরিয়র",
        "শোরুম ইন্টেরিয়র",
        "কিচেন কেবিনেট",
      ].map((label, index) => ({ label, to: about.services.items[index]!.to })),
    },
  },
  recentProjects: {
    ...recentProjects,
    title: "সাম্প্রতিক প্রজেক্ট",
    line: "সম্প্রতি আমরা যেসব বাড়ি, অফিস আর আতিথেয়তার জায়গা ডিজাইন করে হস্তান্তর করেছি, তার কয়েকটি।",
    viewAll: { ...recentProjects.viewAll, label: "সব প্রজেক্ট দেখুন" },
  },
  accessories: {
    ...accessories,
    title: "অ্যাকসেসরিজ",
    line: "বেছে নেওয়া ফুলদানি, ল্যাম্প, আয়না আর সাজের জিনিস, যেকোনো ঘরে শেষ ছোঁয়াটুকু দিতে।",
    viewMore: { ...accessories.viewMore, label: "আরও দেখুন" },
  },
  brands: {
    ...brands,
    title: "বাংলাদেশের শীর্ষ প্রতিষ্ঠানগুলোর আস্থা আমাদের ওপর",
    line: "আপনার আস্থাই আমাদের এগিয়ে চলার শক্তি",
  },
  missionVision: {
    ...missionVision,
    title: "মিশন ও ভিশন",
    image: {
      ...missionVision.image,
      alt: "আলো-ভরা শান্ত ড্রয়িংরুম: বেতের আর্মচেয়ার, লিনেনের সোফা আর ঘরের ভেতরের গাছ",
    },
    mission: {
      title: "আমাদের মিশন",
      text: "এমন ইন্টেরিয়র ডিজাইন ও নির্মাণ করা, যা প্রতিদিনের জীবন আর কাজকে আরও সহজ ও সুন্দর করে; বাংলাদেশের আবহাওয়ার উপযোগী, বাজেটের মধ্যে আর সময়মতো।",
    },
    vision: {
      title: "আমাদের ভিশন",
      text: "আধুনিক জীবনযাত্রার সঙ্গে আমাদের কারুশিল্পের ঐতিহ্য মিলিয়ে বাংলাদেশের সবচেয়ে আস্থাভাজন ইন্টেরিয়র ডিজাইন প্রতিষ্ঠান হয়ে ওঠা।",
    },
    link: { ...missionVision.link, label: "আরও জানুন" },
  },
  workProcess: {
    ...workProcess,
    title: "কাজের ধাপ",
    image: {
      ...workProcess.image,
      alt: "Nakshi Interiors-এর স্টুডিওতে মুড বোর্ডে কাপড়ের নমুনা আর স্কেচ লাগাচ্ছেন একজন ডিজাইনার",
    },
    steps: [
      {
        title: "আমরা শুনি",
        description:
          "শুরু করি আপনার জায়গা থেকেই: আপনি কীভাবে থাকেন বা কাজ করেন, কী ভালোবাসেন, কী ঝামেলা দেয়, আর কত খরচ করতে চান।",
      },
      {
        title: "আমরা গড়ি",
        description:
          "আমাদের ডিজাইনাররা সেই চাহিদা থেকে তৈরি করেন লেআউট, থ্রিডি ভিউ আর উপকরণের প্যালেট, আপনার মনমতো না হওয়া পর্যন্ত।",
      },
      {
        title: "আমরা বুঝিয়ে দিই",
        description:
          "আমাদের কারখানা আর সাইট টিম ড্রয়িং মেনে কাজ করে, আর ঠিক করা তারিখেই আমরা আপনার হাতে তুলে দিই তৈরি জায়গা।",
      },
    ],
  },
  location: {
    ...homeContent.location,
    // Not "আমাদের ঠিকানা": the accordion's first panel has that name, and two landmarks may not share one.
    title: "যেখানে আমরা আছি",
    sliderImages: homeContent.location.sliderImages.map((image, index) => ({
      ...image,
      alt: [
        "বনানীতে Nakshi Interiors-এর শোরুমের প্রবেশপথ, কাচের দরজার ওপরে নামফলক",
        "শোরুমে সাজানো বসার ঘর: সোফা সেট, কফি টেবিল আর ফ্লোর ল্যাম্প",
        "শোরুমের উপকরণ লাইব্রেরি: তাকে কাঠের ভিনিয়ার, ল্যামিনেট আর পাথরের নমুনা",
        "শোরুমের অ্যাকসেসরিজ কর্নার: ফুলদানি, ল্যাম্প আর কুশন",
      ][index]!,
    })),
  },
  map: {
    ...homeContent.map,
    title: "গুগল ম্যাপে আমাদের খুঁজুন",
    line: "আমাদের শোরুম বনানীর ঠিক মাঝখানে, গুলশান, মহাখালী আর এয়ারপোর্ট রোড থেকে কয়েক মিনিটের পথ।",
    linkLabel: "গুগল ম্যাপে খুলুন",
    image: {
      ...homeContent.map.image,
      alt: "বনানী, ঢাকার মানচিত্র; রোড ১১-তে Nakshi Interiors-এর শোরুম চিহ্নিত",
    },
  },
  conclusion: {
    ...homeContent.conclusion,
    title: "জায়গা বদলে দিই, গড়ি আভিজাত্য",
    line: "আপনার জায়গার কথা আমাদের বলুন; আমরা এমনভাবে সাজাব, যেখানে ফিরতে আপনার ভালো লাগবে।",
    ctaLabel: "যোগাযোগ করুন",
    image: {
      ...homeContent.conclusion.image,
      alt: "সন্ধ্যায় উষ্ণ পেনডেন্ট আলো আর মার্বেল-টপ টেবিলে সাজানো রুচিশীল খাবার ও বসার ঘর",
    },
  },
};

/** The showroom accordion in Bengali; the address, phone, email and hours are the site config's, as in English. */
export function showroomAccordionBn(site: SiteConfig): AccordionItem[] {
  return [
    {
      title: "আমাদের ঠিকানা",
      lines: [site.showroom.oneLine, site.phone.display, site.email.address],
    },
    {
      title: "কেন আসবেন?",
      lines: [
        "বেছে নেওয়ার আগে নিজের হাতে দেখে নিন আসল কাঠের ভিনিয়ার, ল্যামিনেট, পাথর, কাপড় আর হার্ডওয়্যার।",
        "ঘুরে দেখুন সাজানো ঘরগুলো আর আমাদের অ্যাকসেসরিজের সংগ্রহ।",
        "একজন ডিজাইনারের সঙ্গে বসে ফ্লোর প্ল্যান আর বাজেট নিয়ে কথা বলুন, কোনো বাধ্যবাধকতা ছাড়াই।",
      ],
    },
    {
      title: "শোরুম খোলা থাকে",
      lines: [site.showroomHours.display],
    },
  ];
}

/** The home carousel's alt texts in Bengali, image by image. */
export const homeCarouselImagesBn: ImageRef[] = homeCarouselImages.map((image, index) => ({
  ...image,
  alt: [
    "বসার ঘর: সেগুন কাঠের মিডিয়া ওয়াল, কোভ লাইট আর ক্রিম রঙের সেকশনাল সোফা",
    "মাস্টার বেডরুম: গদি-মোড়া হেডবোর্ড ওয়াল আর বিছানার পাশে পিতলের ঝুলন্ত বাতি",
    "খাবার ঘর: লম্বা ঝুলন্ত বাতির নিচে আটজনের ওয়ালনাট টেবিল",
    "মডুলার কিচেন: ম্যাট সবুজ শাটার, কোয়ার্টজের কাউন্টার আর খোলা তাক",
    "অফিসের রিসেপশন: আলো-জ্বলা লোগো ওয়াল আর বাঁকানো পাথরের কাউন্টার",
    "কনফারেন্স রুম: লম্বা কাঠের টেবিল আর শব্দ-শোষক দেয়াল প্যানেল",
    "খোলা অফিস: কাঠের স্ল্যাট সিলিংয়ের নিচে সারি সারি ওয়ার্কস্টেশন",
    "হোটেলের অতিথি কক্ষ: কিং সাইজ খাট, ব্ল্যাকআউট পর্দা আর পড়ার চেয়ার",
    "রেস্টুরেন্টের ডাইনিং হল: ইটের দেয়াল, বুথ আসন আর বেতের ঝুলন্ত বাতি",
    "রিটেইল শোরুম: আলো-জ্বলা ডিসপ্লে তাক আর মাঝখানে পণ্যের টেবিল",
    "ড্রয়িংরুম: খাঁজকাটা ফিচার ওয়াল, ক্রিস্টালের ঝাড়বাতি আর ডিসপ্লে কুলুঙ্গি",
  ][index]!,
}));

/** The portfolio categories' names on the home cards, in Bengali. */
const categoryTitlesBn: Record<string, string> = {
  "residential-interior-design": "আবাসিক ইন্টেরিয়র",
  "office-interior-design": "অফিস ইন্টেরিয়র",
  "hotel-interior-design": "হোটেল ইন্টেরিয়র",
  "restaurant-interior-design": "রেস্টুরেন্ট ইন্টেরিয়র",
  "showroom-interior-design": "শোরুম ইন্টেরিয়র",
  "kitchen-cabinet-design": "কিচেন কেবিনেট",
};

export function homeCategoriesBn<T extends PortfolioCategory>(categories: readonly T[]): T[] {
  return categories.map((category) => ({
    ...category,
    title: categoryTitlesBn[category.slug] ?? category.title,
  }));
}
