import type { ImageKey, ImageRef, PageBanner, PortfolioCategory, PortfolioEntry } from "./types";

export const portfolioCategories: PortfolioCategory[] = [
  {
    id: 1,
    title: "Residential Interior",
    slug: "residential-interior-design",
    image: {
      key: "categories/residential",
      alt: "Residential interior: a living room with a teak-framed sofa, brass floor lamp and jute rug",
    },
  },
  {
    id: 2,
    title: "Office Interior",
    slug: "office-interior-design",
    image: {
      key: "categories/office",
      alt: "Office interior: an open workspace with timber-slatted ceiling and rows of benching desks",
    },
  },
  {
    id: 3,
    title: "Hotel Interior",
    slug: "hotel-interior-design",
    image: {
      key: "categories/hotel",
      alt: "Hotel interior: a guest room with an upholstered headboard wall and soft bedside lighting",
    },
  },
  {
    id: 4,
    title: "Restaurant Interior",
    slug: "restaurant-interior-design",
    image: {
      key: "categories/restaurant",
      alt: "Restaurant interior: booth seating under warm pendant lights beside a brick feature wall",
    },
  },
  {
    id: 5,
    title: "Showroom Interior",
    slug: "showroom-interior-design",
    image: {
      key: "categories/showroom",
      alt: "Showroom interior: lit display shelving and a central product table in a retail outlet",
    },
  },
  {
    id: 6,
    title: "Kitchen Cabinet",
    slug: "kitchen-cabinet-design",
    image: {
      key: "categories/kitchen",
      alt: "Kitchen cabinet: an L-shaped kitchen with matte shutters, quartz counter and a chimney hood",
    },
  },
];

export const portfolioPage = {
  banner: {
    title: "Portfolio",
    image: {
      key: "banners/portfolio",
      alt: "A Nakshi Interiors dining room with a walnut table and pendant lights",
    },
  } satisfies PageBanner,
  heading: "Our Portfolio",
  subheading:
    "Homes, workplaces, hotels, restaurants, showrooms and kitchens we have designed and built since 2012.",
  intro: [
    "Every space in this portfolio began with a site visit, a measured drawing and a conversation about how its owners actually live or work. From bare-shell apartments in Bashundhara to buying-house offices in Gulshan and a boutique hotel beside the airport, the brief changes but the method does not: a clear concept, an honest budget in taka, and one team that stays from the first sketch to the handover.",
    "Choose a category to see finished rooms, the problems we solved on the way and the materials we trust in Dhaka's heat, humidity and monsoon.",
  ],
};

/** The first word of the slug picks a portfolio image set (docs/product.md#portfolio-detail). */
const portfolioImageSets: Record<string, { count: number; subject: string }> = {
  residential: { count: 9, subject: "Residential interior" },
  office: { count: 9, subject: "Office interior" },
  hotel: { count: 9, subject: "Hotel interior" },
  restaurant: { count: 9, subject: "Restaurant interior" },
  showroom: { count: 9, subject: "Showroom interior" },
  kitchen: { count: 9, subject: "Kitchen cabinet" },
};

export function portfolioImagesForSlug(slug: string): ImageRef[] {
  const word = slug.split("-")[0];
  const set = Object.hasOwn(portfolioImageSets, word) ? portfolioImageSets[word] : undefined;
  if (!set) return [];
  return Array.from({ length: set.count }, (_, index) => ({
    // Keys are built from the word; content.test.ts checks each one against the image manifest.
    key: `portfolio/${word}-${index + 1}` as ImageKey,
    alt: `${set.subject} designed by Nakshi Interiors, example ${index + 1} of ${set.count}`,
  }));
}

export const portfolioEntries: PortfolioEntry[] = [
  {
    title: "Residential Interior Design",
    slug: "residential-interior-design",
    introParagraphs: [
      "A Dhaka apartment has to do a great deal in very little space. The same 1,600 sq ft often holds a formal drawing room for guests, a family living area, a dining table that seats eight at Eid, three bedrooms, a maid's room and a kitchen that copes with daily frying and slow-cooked curries. We plan each square foot around the way your family lives, not around a catalog photo.",
      "Most of our residential clients receive their flat from the developer as a bare shell with basic tiles and one light point per room. We take it from there: space planning, false ceilings, lighting on the IPS circuit, built-in wardrobes, kitchen cabinets, loose furniture, curtains and the final styling, all designed in our Banani studio and built in our own factory in Tongi.",
      "Because Dhaka's monsoon brings months of 80 to 90 percent humidity, we specify moisture-resistant boards, sealed edges and anti-termite treatment as standard, so your wardrobes still close smoothly ten years from now.",
    ],
    problemsWithoutUs: [
      {
        title: "Furniture that swells and sticks",
        text: "Untreated particle board absorbs monsoon humidity; shutters warp, drawers jam and laminate edges lift within two seasons. We use HMR boards and edge-band every face.",
      },
      {
        title: "Rooms that feel smaller than they are",
        text: "Oversized sofas and heavy showcases eat the circulation space of a typical flat. Our layouts are drawn to scale before a single piece is ordered.",
      },
      {
        title: "Budgets that keep growing",
        text: "Piecemeal buying from different carpenters and shops hides the true cost until it is too late. You get a line-by-line estimate in taka before work begins.",
      },
      {
        title: "Too many people to manage",
        text: "Electricians, carpenters, painters and ceiling fixers rarely coordinate on their own. One Nakshi project manager runs the site and reports to you every week.",
      },
      {
        title: "Dark rooms during load-shedding",
        text: "Lighting added without planning often leaves the wrong circuits on backup. We map which lights and fans run on your IPS or generator from day one.",
      },
    ],
    ourSolutions: [
      {
        title: "Measured space planning",
        text: "A laser-measured survey and a scaled furniture layout for every room, with separate zones for guests, family and privacy.",
      },
      {
        title: "3D visualization before production",
        text: "Photorealistic views of the main rooms so you can approve colors, finishes and proportions before we cut a board.",
      },
      {
        title: "Built for Dhaka's climate",
        text: "Moisture-resistant carcasses, anti-termite treatment, stainless hardware and ventilation gaps behind wardrobes on outer walls.",
      },
      {
        title: "Factory-made joinery",
        text: "Wardrobes, cabinets and panels are machined in our Tongi factory, so finishing is cleaner and on-site dust and noise are far less.",
      },
      {
        title: "A fixed handover date",
        text: "A week-by-week schedule agreed at the start, with progress photos every Thursday and a walk-through before handover.",
      },
    ],
    servicesWeOffer: [
      "Complete apartment and duplex interiors, from bare shell to move-in",
      "Drawing room and family living room design",
      "Bedroom suites with built-in wardrobes and dressing units",
      "Dining areas with crockery cabinets and feature lighting",
      "Kitchen cabinets for dry and wet kitchens",
      "False ceiling, lighting and electrical layout",
      "Prayer corners, study nooks and children's rooms",
      "Curtains, soft furnishings and decor styling",
    ],
    materialsAndTeam: {
      materials: [
        "Teak and mahogany veneer on HMR MDF",
        "BWP marine plywood for wet areas",
        "Gypsum board false ceilings with moisture-resistant board in bathrooms",
        "High-pressure laminates and PU lacquer finishes",
        "Soft-close hinges and drawer runners",
        "Warm-white LED fixtures with dimmable drivers",
      ],
      team: [
        "Lead interior designer",
        "3D visualizer",
        "Site project manager",
        "Factory production supervisor",
        "Master carpenters and polish team",
        "Electrician and ceiling crew",
      ],
    },
  },
  {
    title: "Office Interior Design",
    slug: "office-interior-design",
    introParagraphs: [
      "Your office is where clients decide whether to trust you and where your team spends most of its waking hours. In Dhaka's business districts, from Gulshan and Banani to Motijheel and Tejgaon, rent per square foot is high, so a good office plan earns back its cost by fitting more people comfortably into less space.",
      "We design and build complete workplaces: reception, MD room, conference rooms, open workstations, pantries and server rooms. Each plan balances headcount, daylight, acoustic privacy and the cable routes your IT team will need, and follows the fire-safety provisions of BNBC 2020.",
      "Most office fit-outs we deliver run between 8 and 14 weeks, with noisy work scheduled for nights and weekends when the building management requires it.",
    ],
    problemsWithoutUs: [
      {
        title: "Wasted rental space",
        text: "Poorly planned corridors and oversized cabins can waste a fifth of a floor you pay rent for every month. We plan to real headcount and growth.",
      },
      {
        title: "Noise and no privacy",
        text: "Open plans without acoustic treatment turn into call-center noise. We add acoustic panels, carpet tiles and quiet rooms where they matter.",
      },
      {
        title: "Cable chaos",
        text: "Networks and power added after the furniture end in taped wires across the floor. Our workstations come with trays, risers and planned floor boxes.",
      },
      {
        title: "Fire-safety gaps",
        text: "Combustible finishes and blocked exits put people at risk and fail inspections. We specify fire-rated boards and keep escape routes clear.",
      },
      {
        title: "Downtime during the move",
        text: "A fit-out that overruns means paying two rents. We commit to a handover date and phase work so your business keeps running.",
      },
    ],
    ourSolutions: [
      {
        title: "Workplace planning",
        text: "Department adjacency, headcount and growth studies turned into a test-fit layout before the lease is signed, if you want.",
      },
      {
        title: "Brand-led reception",
        text: "A reception and waiting area that tells visitors who you are, with materials and lighting chosen to carry your brand colors.",
      },
      {
        title: "Acoustic and lighting comfort",
        text: "Glare-free LED panels at 400 to 500 lux on desks, acoustic ceilings and glass partitions with sound-rated seals.",
      },
      {
        title: "Compliance built in",
        text: "Fire-rated materials, emergency lighting and exit signage coordinated with your building's fire system.",
      },
      {
        title: "Turn-key delivery",
        text: "Civil work, MEP coordination, furniture, signage and final cleaning handled by one team under one contract.",
      },
    ],
    servicesWeOffer: [
      "Corporate head offices and branch offices",
      "Reception and visitor lounges",
      "MD and director rooms",
      "Conference and meeting rooms with AV integration",
      "Open-plan workstation areas",
      "Pantries, prayer rooms and breakout areas",
      "Glass partitions, acoustic ceilings and flooring",
    ],
    materialsAndTeam: {
      materials: [
        "Fire-rated gypsum and cement boards",
        "Toughened glass partitions with aluminum frames",
        "Acoustic mineral fiber ceiling tiles",
        "Nylon carpet tiles and vinyl plank flooring",
        "Melamine-faced boards for workstations",
        "Ergonomic task chairs and height-adjustable desks",
      ],
      team: [
        "Workplace designer",
        "MEP coordinator",
        "Project manager",
        "Quantity surveyor",
        "Installation supervisor",
        "Furniture and partition fitters",
      ],
    },
  },
  {
    title: "Hotel Interior Design",
    slug: "hotel-interior-design",
    introParagraphs: [
      "A hotel interior is judged by guests in seconds and by owners over years. Travel within Bangladesh has grown fast, from business stays in Dhaka and Chattogram to leisure trips to Cox's Bazar and Sylhet, and independent hotels now compete directly with international chains on the look and feel of their rooms.",
      "We design lobbies, guest rooms, suites, restaurants and corridors that photograph well for booking sites, stand up to housekeeping every single day and keep running costs down. Our factory produces the furniture, fixtures and equipment package to a tested room prototype, so room 412 matches room 101.",
      "Whether you are opening a 20-room boutique property or refreshing a business hotel floor by floor, we plan the work so you keep earning from the rooms that are open.",
    ],
    problemsWithoutUs: [
      {
        title: "Rooms that age too quickly",
        text: "Domestic-grade finishes cannot survive daily housekeeping and luggage knocks. We specify contract-grade fabrics, laminates and edge protection.",
      },
      {
        title: "Noisy nights",
        text: "Thin doors and single-glazed windows bring traffic, generator and aircraft noise into the room. We design acoustic upgrades where the site demands them.",
      },
      {
        title: "Inconsistent rooms",
        text: "Furniture bought in batches from different makers never matches. Our prototype room sets the standard for every room that follows.",
      },
      {
        title: "Closed rooms, lost revenue",
        text: "A renovation that shuts a whole hotel costs months of income. We phase work floor by floor.",
      },
      {
        title: "High electricity bills",
        text: "Lights and air-conditioning left running in empty rooms add up. Key-card energy savers and LED lighting are part of our standard room design.",
      },
    ],
    ourSolutions: [
      {
        title: "Prototype room first",
        text: "We build and furnish one complete room for you to sleep in and test before the full furniture order is produced.",
      },
      {
        title: "Contract-grade specification",
        text: "Fabrics, carpets and surfaces chosen for abrasion, stain and fire resistance, with spare stock for quick replacement.",
      },
      {
        title: "Memorable public spaces",
        text: "Lobbies and restaurants designed around a local story, from Sundarbans greens to Sylhet tea-garden textures, that guests remember and share.",
      },
      {
        title: "Housekeeping-friendly details",
        text: "Wall-hung bedside units, raised bed bases and easy-clean surfaces that let staff turn a room faster.",
      },
      {
        title: "Phased delivery",
        text: "A floor-by-floor program that keeps the rest of the hotel open and quiet.",
      },
    ],
    servicesWeOffer: [
      "Lobby, reception and lounge design",
      "Guest rooms and suites",
      "Hotel restaurants, cafes and banquet halls",
      "Corridors, lift lobbies and wayfinding",
      "Furniture, fixtures and equipment packages",
      "Spa, gym and rooftop areas",
      "Renovation of operating hotels in phases",
    ],
    materialsAndTeam: {
      materials: [
        "Contract-grade upholstery and blackout fabrics",
        "Solid-core doors with acoustic seals",
        "Engineered wood and luxury vinyl flooring",
        "Quartz and sintered stone vanity tops",
        "Veneered headboard panels with concealed lighting",
        "Energy-saving key-card controls and LED fixtures",
      ],
      team: [
        "Hospitality interior designer",
        "FF&E procurement lead",
        "Project manager",
        "Lighting designer",
        "Factory production team",
        "Installation crews working in shifts",
      ],
    },
  },
  {
    title: "Restaurant Interior Design",
    slug: "restaurant-interior-design",
    introParagraphs: [
      "Dhaka eats out more every year, and diners choose a restaurant as much for how it looks on their phone as for the food. From rooftop cafes in Dhanmondi to family restaurants in Bogura and fine dining in Gulshan, a strong interior concept is what brings guests through the door the first time.",
      "The room also has to work for your kitchen and staff. We plan seating counts, service routes, cash and pickup points, kitchen ventilation and storage together, so a Friday-night rush runs smoothly and table turns stay quick.",
      "Restaurant safety is now under close scrutiny in Dhaka, so we specify fire-rated materials, keep escape routes clear and coordinate gas, exhaust and electrical work with licensed contractors.",
    ],
    problemsWithoutUs: [
      {
        title: "Seats that do not pay",
        text: "Awkward layouts leave dead corners and too few covers. We plan a seating mix of booths, two-tops and group tables that fits your menu and prices.",
      },
      {
        title: "Smoke and cooking smells in the dining room",
        text: "Undersized exhaust and poor air balance push grill smoke to guests. We coordinate hoods, fresh air and door positions.",
      },
      {
        title: "Finishes that cannot be cleaned",
        text: "Porous stone, raw wood and fabric chairs stain quickly in a busy restaurant. We choose surfaces that look warm and wipe clean.",
      },
      {
        title: "A concept that fades",
        text: "A theme copied from social media feels dated in a year. We build an identity around your food and your story.",
      },
      {
        title: "Long closures for fit-out",
        text: "Every week closed costs rent and salaries. Factory-made joinery shortens the time on site.",
      },
    ],
    ourSolutions: [
      {
        title: "Concept and brand story",
        text: "A design concept, material palette and lighting mood that match your cuisine, price point and target diners.",
      },
      {
        title: "Operational layout",
        text: "Front-of-house and back-of-house flow planned with your chef, with clear routes for service, dishwashing and deliveries.",
      },
      {
        title: "Lighting that flatters food",
        text: "Warm 2,700 K lighting on tables, accent lighting on feature walls and brighter task lighting at the pass.",
      },
      {
        title: "Durable, easy-care materials",
        text: "Sealed surfaces, commercial vinyl and stain-resistant upholstery that survive daily cleaning.",
      },
      {
        title: "Safety and compliance",
        text: "Fire-rated ceilings, emergency lighting, clear exits and coordinated gas and exhaust installations.",
      },
    ],
    servicesWeOffer: [
      "Full-service and family restaurants",
      "Cafes, coffee shops and dessert bars",
      "Rooftop and terrace dining",
      "Fast-casual and food-court outlets",
      "Bar counters, service stations and cash desks",
      "Custom booths, tables and chairs",
      "Signage, menu boards and facade design",
    ],
    materialsAndTeam: {
      materials: [
        "Terracotta brick and exposed concrete finishes",
        "Commercial vinyl and porcelain tile flooring",
        "Stain-resistant vinyl and performance fabrics",
        "Stainless steel service counters",
        "Solid wood and laminate table tops",
        "Jute, cane and metal pendant lights",
      ],
      team: [
        "Hospitality designer",
        "Kitchen planning consultant",
        "Project manager",
        "Lighting designer",
        "Joinery and metal workshop teams",
        "Signage fabricator",
      ],
    },
  },
  {
    title: "Showroom Interior Design",
    slug: "showroom-interior-design",
    introParagraphs: [
      "A showroom has one job: to make people stop, step in and buy. Whether you sell furniture, fashion, electronics or tiles, the interior sets the price your customers expect to pay before a salesperson says a word.",
      "We design stand-alone showrooms and outlets in shopping malls across Dhaka, from Bashundhara City and Jamuna Future Park to high-street stores in Gulshan and Mirpur. Mall fit-outs usually allow work only at night and demand drawings approved in advance; we handle both.",
      "If you run several outlets, we create a design standard that can be rolled out in Chattogram, Sylhet or Khulna at the same quality, with fixtures produced in our Tongi factory.",
    ],
    problemsWithoutUs: [
      {
        title: "Shoppers walk past",
        text: "A cluttered front and weak lighting make a store invisible in a busy mall. We design the facade and first three meters to pull people in.",
      },
      {
        title: "Products get lost",
        text: "Without a merchandising plan, best-sellers hide on bottom shelves. Our fixture layout puts margin-makers at eye level.",
      },
      {
        title: "Every outlet looks different",
        text: "Branches built by different contractors dilute the brand. We document a roll-out standard with drawings and material samples.",
      },
      {
        title: "Missed opening dates",
        text: "Mall fit-out windows are strict, and a late opening costs rent and launch sales. We plan night shifts and prefabricate fixtures.",
      },
      {
        title: "Fixtures that do not last",
        text: "Shelves that sag and counters that chip make the brand look cheap. We engineer fixtures for real loads.",
      },
    ],
    ourSolutions: [
      {
        title: "Customer journey planning",
        text: "A layout that leads shoppers from the entrance past featured products to the cash counter and fitting rooms.",
      },
      {
        title: "Retail lighting design",
        text: "High color-rendering track lights and shelf lighting that show true colors of fabric, wood and finishes.",
      },
      {
        title: "Flexible display systems",
        text: "Modular shelving and wall systems that change with each season's collection without rebuilding.",
      },
      {
        title: "Roll-out standards",
        text: "A brand manual of drawings, finishes and fixture specifications for consistent outlets nationwide.",
      },
      {
        title: "Night-shift installation",
        text: "Prefabricated fixtures installed within the mall's permitted hours so you open on schedule.",
      },
    ],
    servicesWeOffer: [
      "Brand showrooms and flagship stores",
      "Shopping mall outlets and kiosks",
      "Furniture, tile and sanitaryware display centers",
      "Fashion and lifestyle stores",
      "Electronics and mobile phone outlets",
      "Facade, signage and window displays",
      "Multi-outlet roll-out programs",
    ],
    materialsAndTeam: {
      materials: [
        "Powder-coated steel and aluminum display systems",
        "Toughened glass shelving",
        "Slatwall and pegboard panels",
        "High-gloss and matte laminates in brand colors",
        "High-CRI LED track and linear lights",
        "Porcelain and epoxy floor finishes",
      ],
      team: [
        "Retail interior designer",
        "Visual merchandising consultant",
        "Project manager",
        "Fixture engineer",
        "Signage and graphics team",
        "Night-shift installation crews",
      ],
    },
  },
  {
    title: "Kitchen Cabinet Design",
    slug: "kitchen-cabinet-design",
    introParagraphs: [
      "The Bangladeshi kitchen works harder than most. Daily frying, tempering spices in hot oil, pressure cookers and big pots for family gatherings demand cabinets that resist heat, steam, oil and the monsoon's humidity all at once.",
      "We design modular kitchens for Dhaka apartments, from compact straight kitchens of 60 sq ft to L- and U-shaped family kitchens with breakfast counters. Many homes keep a presentable dry kitchen next to the dining area and a separate wet kitchen for heavy cooking; we design both to work together.",
      "Every kitchen is measured on site, drawn in 3D, and then machined and finished in our Tongi factory before a two- to three-day installation.",
    ],
    problemsWithoutUs: [
      {
        title: "Swollen cabinets under the sink",
        text: "Particle board near water swells within months. We build sink units from BWP marine plywood with sealed edges.",
      },
      {
        title: "Greasy walls and ceilings",
        text: "Weak hoods cannot clear the oil smoke of Bangladeshi cooking. We size the chimney for your stove and duct it properly.",
      },
      {
        title: "Unsafe gas cylinders",
        text: "Many new flats cook on LPG cylinders stored in closed cabinets. We design ventilated cylinder bays with easy access to the valve.",
      },
      {
        title: "Wasted corners and hard-to-reach shelves",
        text: "Deep corner cabinets become black holes. We use corner carousels, tall pull-outs and drawers instead of fixed shelves.",
      },
      {
        title: "Cockroaches and termites",
        text: "Gaps behind cabinets and untreated timber invite pests. Our cabinets stand on sealed plinths with treated carcasses.",
      },
    ],
    ourSolutions: [
      {
        title: "Ergonomic work triangle",
        text: "Stove, sink and refrigerator placed for short, safe movements, with counters at a height suited to the person who cooks most.",
      },
      {
        title: "Moisture-proof construction",
        text: "BWP plywood or HMR board carcasses, edge-banded on all sides, with stainless steel or aluminum legs.",
      },
      {
        title: "Heat- and stain-resistant counters",
        text: "Granite, quartz or sintered stone counters that handle hot pots and turmeric stains.",
      },
      {
        title: "Smart storage",
        text: "Drawer organizers for spices, tall pantry units, plate racks, bottle pull-outs and space for a rice drum.",
      },
      {
        title: "Powerful ventilation",
        text: "Chimney hoods of 1,200 m³/h or more, ducted outside, and a window or exhaust fan in the wet kitchen.",
      },
    ],
    servicesWeOffer: [
      "Straight, L-shaped, U-shaped and island kitchens",
      "Separate dry and wet kitchen planning",
      "Tall pantry and appliance units",
      "Counter tops in granite, quartz and sintered stone",
      "Chimney, hob and built-in oven integration",
      "Ventilated LPG cylinder storage",
      "Kitchen renovation and shutter replacement",
    ],
    materialsAndTeam: {
      materials: [
        "BWP marine plywood and HMR MDF carcasses",
        "Acrylic, PU lacquer and anti-fingerprint laminate shutters",
        "Granite, quartz and sintered stone counters",
        "Stainless steel sinks and SS 304 baskets",
        "Soft-close hinges, tandem drawers and lift-up fittings",
        "Ducted chimney hoods and built-in hobs",
      ],
      team: [
        "Kitchen designer",
        "Site measurement technician",
        "CNC and edge-banding operators",
        "Finishing team",
        "Installation carpenters",
        "Plumber and electrician",
      ],
    },
  },
];

export function findPortfolioEntry(slug: string): PortfolioEntry | undefined {
  return portfolioEntries.find((entry) => entry.slug === slug);
}
