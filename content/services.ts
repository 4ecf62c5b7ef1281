import type { PageBanner, ServiceContentBlock, ServiceSlug } from "./types";

export const serviceSlugs: ServiceSlug[] = [
  "home-interior-design",
  "office-interior-design",
  "restaurant-interior-design",
  "showroom-outlet-interior-design",
  "hotel-interior-design",
  "bedroom-interior-design",
  "drawing-room-interior-design",
  "dining-room-interior-design",
  "kitchen-cabinet-design",
  "md-room-interior-design",
  "conference-room-interior-design",
  "reception-interior-design",
  "work-station-area-interior-design",
];

export const servicesPage = {
  banner: {
    image: {
      key: "banners/services",
      alt: "Nakshi Interiors designers reviewing material samples and drawings",
    },
  } satisfies Omit<PageBanner, "title">,
};

export const serviceContent: Record<ServiceSlug, ServiceContentBlock[]> = {
  "home-interior-design": [
    {
      title: "Planning a Dhaka Apartment Around Your Family",
      image: {
        key: "services/home-interior-design-1",
        alt: "Open living and dining area of a Dhaka apartment with teak panels and warm lighting",
      },
      paragraphs: [
        {
          title: "From bare shell to home",
          text: "Most new flats in Dhaka are handed over by the developer with basic tiles, plain walls and a single light point in each room. We start with a laser-measured survey, note every column, beam and window, and draw a furniture layout to scale before anything is bought or built.",
        },
        {
          title: "Guests, family and privacy",
          text: "Bangladeshi homes usually keep a formal drawing room for guests apart from the family living area, and bedrooms well away from both. We plan those zones, the dining space for Eid gatherings, the maid's room and the balconies so that each works on its own and the flat still feels open.",
        },
        {
          title: "A budget you can plan around",
          text: "Mid-range full interiors in Dhaka typically cost BDT 1,200 to 2,500 per sq ft, so an 1,800 sq ft flat lands between roughly BDT 22 and 45 lakh including furniture. You receive a line-by-line estimate in taka, and we show where to save and where to spend.",
        },
      ],
    },
    {
      title: "Materials That Survive the Monsoon",
      image: {
        key: "services/home-interior-design-2",
        alt: "Close-up of veneered wardrobe shutters, edge-banded plywood and brass handles",
      },
      paragraphs: [
        {
          title: "Humidity-proof carcasses",
          text: "From June to October the air in Dhaka sits at 80 to 90 percent humidity. We build wardrobes and cabinets from high moisture-resistant MDF and BWP plywood, seal every edge and leave ventilation gaps behind units on outside walls, so nothing swells, sticks or grows mold.",
        },
        {
          title: "Termite protection as standard",
          text: "Termites travel through walls and floors in older and newer buildings alike. All timber and boards are treated before assembly, and wardrobes stand on sealed plinths instead of resting directly on the floor.",
        },
        {
          title: "Light that stays on",
          text: "We map lighting and fans to your IPS or generator circuit during design, so the living room, bedrooms and kitchen stay usable during load-shedding. Warm-white LED fixtures keep the bills and the heat down.",
        },
      ],
    },
    {
      title: "From Design to Handover in 12 to 16 Weeks",
      image: {
        key: "services/home-interior-design-3",
        alt: "Furnished master bedroom on handover day with made bed and styled side tables",
      },
      paragraphs: [
        {
          title: "Weeks 1 to 3: design",
          text: "Survey, layout options, 3D views of the main rooms and a final material board. Once you approve, the drawings are frozen and the price is fixed.",
        },
        {
          title: "Weeks 4 to 14: factory and site",
          text: "While our Tongi factory machines the wardrobes, cabinets and panels, the site team builds the false ceiling and runs the wiring. Joinery arrives finished, which keeps dust and noise in the building to a minimum.",
        },
        {
          title: "Handover and after-care",
          text: "We walk through every room with you, fix the snag list, clean the flat and hand over the keys. Joinery carries a one-year workmanship warranty, and our service team returns for adjustments after the first monsoon.",
        },
      ],
    },
  ],
  "office-interior-design": [
    {
      title: "Workplaces That Make the Most of Dhaka Rents",
      image: {
        key: "services/office-interior-design-1",
        alt: "Open-plan office with benching workstations, glass meeting rooms and a timber ceiling",
      },
      paragraphs: [
        {
          title: "Planning to real headcount",
          text: "Office rent in Gulshan, Banani and Motijheel is paid on every square foot, every month. We plan around 60 to 80 sq ft per workstation, size cabins only where they are truly needed, and leave room for the people you will hire next year.",
        },
        {
          title: "Zones that match how you work",
          text: "Sales teams need buzz, accounts need quiet, and visitors should never walk through the back office. We place reception, meeting rooms, workstations, the pantry and a prayer room so that each department has what it needs without long walks.",
        },
      ],
    },
    {
      title: "Comfort, Acoustics and Compliance",
      image: {
        key: "services/office-interior-design-2",
        alt: "Glass-partitioned meeting room with acoustic ceiling tiles and linear LED lights",
      },
      paragraphs: [
        {
          title: "Light and air",
          text: "Glare-free LED panels give 400 to 500 lux at desk level, and air-conditioning is zoned so that the sunny side of the floor and the server room do not fight the same thermostat.",
        },
        {
          title: "Acoustics",
          text: "Acoustic ceiling tiles, carpet tiles and sealed glass partitions keep calls and meetings private in an open plan, while a few phone booths take the loud conversations away from the desks.",
        },
        {
          title: "Fire safety",
          text: "We specify fire-rated boards, keep escape routes and exits clear, and coordinate emergency lighting and signage with the building's fire system following BNBC 2020, so your office passes inspection and keeps people safe.",
        },
      ],
    },
    {
      title: "Budgets and Timelines for Office Fit-outs",
      image: {
        key: "services/office-interior-design-3",
        alt: "Office reception with a backlit logo wall and a stone-topped counter",
      },
      paragraphs: [
        {
          title: "What it costs",
          text: "Complete office fit-outs in Dhaka usually run from BDT 2,000 to 4,500 per sq ft, including partitions, ceilings, lighting, furniture and finishes but excluding IT equipment. We price each line openly so you can compare options.",
        },
        {
          title: "Working around your business",
          text: "Most offices take 8 to 14 weeks. When building management allows noisy work only at night or on Fridays, we schedule crews accordingly, and we phase moves so your team keeps working.",
        },
      ],
    },
  ],
  "restaurant-interior-design": [
    {
      title: "A Concept Diners Remember",
      image: {
        key: "services/restaurant-interior-design-1",
        alt: "Restaurant dining room with brick walls, cane pendants and booth seating",
      },
      paragraphs: [
        {
          title: "Your food, your story",
          text: "A kacchi house, a Thai bistro and a specialty coffee bar each need a different mood. We build the concept around your menu, price point and the guests you want, then carry it through materials, lighting, signage and even the menu boards.",
        },
        {
          title: "Made to be shared",
          text: "Diners in Dhaka discover restaurants on social media. We design at least one feature wall or view that photographs well in phone light, so your guests market the place for you.",
        },
      ],
    },
    {
      title: "Designed for the Kitchen and the Rush",
      image: {
        key: "services/restaurant-interior-design-2",
        alt: "Service counter and pass between a restaurant kitchen and its dining room",
      },
      paragraphs: [
        {
          title: "Seating that pays",
          text: "We plan a mix of booths, two-tops and group tables that fits your average party size, with enough space between chairs for servers carrying trays. A well-planned room can seat 15 to 20 percent more guests without feeling cramped.",
        },
        {
          title: "Service flow",
          text: "Working with your chef, we lay out the pass, dishwashing, storage, delivery pickup and cash counter so that food, staff and guests never cross paths in a Friday-night rush.",
        },
        {
          title: "Smoke and smell control",
          text: "Grills and tandoors need properly sized hoods and fresh air. We coordinate exhaust, air-conditioning and door positions so cooking smoke stays in the kitchen.",
        },
      ],
    },
    {
      title: "Safety, Budget and Opening Day",
      image: {
        key: "services/restaurant-interior-design-3",
        alt: "Rooftop restaurant terrace at dusk with string lights and planters",
      },
      paragraphs: [
        {
          title: "Safety first",
          text: "Fire-safety inspections of restaurant buildings in Dhaka have become much stricter. We use fire-rated ceilings and finishes, keep exits and stairs clear, and bring in licensed contractors for gas lines, exhaust and electrical work.",
        },
        {
          title: "Budget and timeline",
          text: "Restaurant interiors typically cost BDT 3,000 to 6,000 per sq ft including furniture, before kitchen equipment. Factory-made booths, counters and panels let most restaurants open 8 to 12 weeks after design approval.",
        },
      ],
    },
  ],
  "showroom-outlet-interior-design": [
    {
      title: "Stores That Make People Step In",
      image: {
        key: "services/showroom-outlet-interior-design-1",
        alt: "Showroom entrance with a glass facade, illuminated signage and a feature display",
      },
      paragraphs: [
        {
          title: "The first three meters",
          text: "Shoppers decide within seconds whether to walk in. We design the facade, window display and entrance zone to show your best product clearly and invite people inside.",
        },
        {
          title: "Lighting that sells",
          text: "High color-rendering LED track lights show the true color of fabric, wood and tiles, while shelf and cove lighting lead the eye through the store. Good lighting alone can lift how premium a store feels.",
        },
        {
          title: "A route through the store",
          text: "The layout leads customers past featured and high-margin products to the fitting rooms and cash counter, with clear sightlines for staff.",
        },
      ],
    },
    {
      title: "Mall Outlets and High-Street Showrooms",
      image: {
        key: "services/showroom-outlet-interior-design-2",
        alt: "Shopping mall outlet with modular wall shelving and a central display table",
      },
      paragraphs: [
        {
          title: "Working by mall rules",
          text: "Malls such as Bashundhara City and Jamuna Future Park require approved drawings, fire-rated materials and work only during permitted hours, often at night. We prepare the submission and plan prefabricated fixtures so installation fits those windows.",
        },
        {
          title: "Displays that change with the season",
          text: "Modular wall systems, slatwall and adjustable glass shelves let your team reset the store for Eid, Pohela Boishakh and winter collections without calling a carpenter.",
        },
      ],
    },
    {
      title: "Rolling Out Across Bangladesh",
      image: {
        key: "services/showroom-outlet-interior-design-3",
        alt: "Branded cash counter with backlit logo panel in a retail outlet",
      },
      paragraphs: [
        {
          title: "One standard, many outlets",
          text: "For brands with several branches we create a roll-out manual of drawings, finishes and fixture specifications, so an outlet in Chattogram, Sylhet or Khulna looks exactly like the flagship in Dhaka.",
        },
        {
          title: "Budget and timeline",
          text: "Showroom and outlet fit-outs usually cost BDT 2,500 to 5,500 per sq ft including fixtures and signage. A typical mall outlet opens 4 to 8 weeks after design approval.",
        },
      ],
    },
  ],
  "hotel-interior-design": [
    {
      title: "Guest Rooms That Earn Good Reviews",
      image: {
        key: "services/hotel-interior-design-1",
        alt: "Hotel guest room with upholstered headboard, blackout curtains and bedside reading lights",
      },
      paragraphs: [
        {
          title: "Designed for sleep",
          text: "Blackout curtains, acoustic seals on doors, quiet air-conditioning positioned away from the bed and bedside switches for every light are what guests mention in reviews. We design every room around a good night's sleep.",
        },
        {
          title: "The details travelers need",
          text: "Power and USB outlets at the bed and desk, a luggage bench, good mirror lighting and enough hanging space for a week's stay make a room easy to live in.",
        },
      ],
    },
    {
      title: "Lobbies, Restaurants and Coastal Properties",
      image: {
        key: "services/hotel-interior-design-2",
        alt: "Hotel lobby lounge with a double-height ceiling, stone floor and tea-garden green accents",
      },
      paragraphs: [
        {
          title: "A sense of place",
          text: "Guests remember lobbies that tell a local story, whether that is Sylhet's tea gardens, the mangroves of the Sundarbans or the river life of Old Dhaka. We turn that story into materials, art and lighting.",
        },
        {
          title: "Built for salt air",
          text: "In Cox's Bazar and Kuakata, salt air corrodes ordinary metal and humidity attacks wood. For coastal hotels we specify marine-grade stainless steel hardware, sealed timber and outdoor-rated fabrics.",
        },
        {
          title: "Public spaces that earn",
          text: "Hotel restaurants, banquet halls and rooftop lounges bring in revenue from outside guests too. We plan them to switch easily between breakfast service, business lunches and wedding receptions.",
        },
      ],
    },
    {
      title: "Prototype, Procurement and Phased Opening",
      image: {
        key: "services/hotel-interior-design-3",
        alt: "Hotel suite sitting area with a writing desk and city view",
      },
      paragraphs: [
        {
          title: "Prototype room first",
          text: "We build one complete room for the owners to test before producing furniture for the whole hotel. Changes made at prototype stage cost little; changes after 80 rooms are built cost a lot.",
        },
        {
          title: "Budget per key",
          text: "For mid-scale hotels, finishes and the furniture, fixtures and equipment package typically cost BDT 8 to 18 lakh per room, depending on room size and specification.",
        },
        {
          title: "Open in stages",
          text: "We fit out floor by floor so that a new hotel can start earning early and an operating hotel can renovate without closing.",
        },
      ],
    },
  ],
  "bedroom-interior-design": [
    {
      title: "Restful Bedrooms for Dhaka Nights",
      image: {
        key: "services/bedroom-interior-design-1",
        alt: "Master bedroom with a padded headboard wall, pendant bedside lights and sheer curtains",
      },
      paragraphs: [
        {
          title: "Calm first",
          text: "Dhaka is loud and bright late into the night. Layered curtains with a blackout lining, soft indirect lighting and a headboard against a solid inner wall make the bedroom the quietest room in the house.",
        },
        {
          title: "Cool without the draft",
          text: "We place the split air-conditioner so it never blows directly onto the bed, and choose breathable cotton and linen fabrics that stay comfortable when the power goes off.",
        },
      ],
    },
    {
      title: "Wardrobes and Storage That Stay Dry",
      image: {
        key: "services/bedroom-interior-design-2",
        alt: "Floor-to-ceiling wardrobe with open shelves, a dressing unit and a mirror",
      },
      paragraphs: [
        {
          title: "Floor-to-ceiling storage",
          text: "Wardrobes run to the ceiling, with loft space for suitcases, winter quilts and the extra bedding that comes out when family visits. Inside, we plan hanging space for saris and panjabis, drawers and a locker.",
        },
        {
          title: "Humidity control",
          text: "Moisture-resistant boards, louvered or ventilated panels and a gap behind units on outer walls keep clothes free of the musty smell and mold that monsoon months bring.",
        },
        {
          title: "Room for more than sleep",
          text: "A dressing unit, a reading chair, a study desk for a student or a cot corner for a new baby: we fit what your family needs without crowding the bed.",
        },
      ],
    },
    {
      title: "Vastu, Budget and Timeline",
      image: {
        key: "services/bedroom-interior-design-3",
        alt: "Children's bedroom with a study desk, bunk bed and pastel walls",
      },
      paragraphs: [
        {
          title: "Vastu preferences",
          text: "If you follow vastu, we place the master bedroom in the south-west of the flat where the layout allows, keep the head of the bed toward the south or east and avoid mirrors facing the bed.",
        },
        {
          title: "What a bedroom costs",
          text: "A master bedroom with wardrobe, bed, side tables, dressing unit, ceiling and lighting typically costs BDT 3 to 8 lakh, depending on size and finishes. Children's rooms usually cost less.",
        },
        {
          title: "How long it takes",
          text: "From approved design to finished room takes 4 to 6 weeks, with on-site work of about two weeks.",
        },
      ],
    },
  ],
  "drawing-room-interior-design": [
    {
      title: "A Drawing Room for Your Guests",
      image: {
        key: "services/drawing-room-interior-design-1",
        alt: "Formal drawing room with a three-seat sofa, pair of armchairs and a carved wood panel",
      },
      paragraphs: [
        {
          title: "The room that welcomes",
          text: "In most Bangladeshi homes the drawing room is where guests are received, proposals discussed and Eid visitors served. We design it to seat eight to ten comfortably while still feeling elegant on an ordinary day.",
        },
        {
          title: "Seating that flexes",
          text: "A main sofa, a pair of armchairs and a few ottomans or poufs that can be pulled in when the house fills up work better than one oversized set that blocks the room.",
        },
      ],
    },
    {
      title: "Feature Walls, Ceilings and Light",
      image: {
        key: "services/drawing-room-interior-design-2",
        alt: "Drawing room feature wall with fluted panels, display niches and cove lighting",
      },
      paragraphs: [
        {
          title: "A wall worth looking at",
          text: "A fluted wood or stone feature wall, with niches for art, books or a family collection, gives the room its character and can hide the television when it is not in use.",
        },
        {
          title: "Layered lighting",
          text: "A cove-lit false ceiling, a statement chandelier or pendant, wall washers on the art and table lamps for the evening let you set the mood for a formal dinner or a quiet cup of tea.",
        },
        {
          title: "Display cabinets",
          text: "Glass-fronted showcases for crockery, souvenirs and awards are a drawing room tradition. We design them with internal lighting and dust-sealed doors.",
        },
      ],
    },
    {
      title: "Prayer Space, Vastu and Budget",
      image: {
        key: "services/drawing-room-interior-design-3",
        alt: "Corner of a drawing room with a reading chair, side table and brass floor lamp",
      },
      paragraphs: [
        {
          title: "Room to pray",
          text: "Many families want a clean, quiet spot for namaz when guests visit. We keep one wall or corner free, facing the qibla, which from Dhaka lies just north of due west.",
        },
        {
          title: "Vastu and feng shui",
          text: "Where clients ask for it, we place the main seating in the south or west of the room so guests face north or east, and keep the north-east corner light and uncluttered.",
        },
        {
          title: "Budget",
          text: "Drawing room interiors with ceiling, lighting, feature wall, showcase and furniture typically cost BDT 4 to 12 lakh and take 4 to 6 weeks after design approval.",
        },
      ],
    },
  ],
  "dining-room-interior-design": [
    {
      title: "Dining Spaces for Everyday Meals and Eid",
      image: {
        key: "services/dining-room-interior-design-1",
        alt: "Dining room with an eight-seat walnut table, upholstered chairs and a linear pendant",
      },
      paragraphs: [
        {
          title: "Sized for real life",
          text: "Most families eat four to six at the table on a normal day and ten or more at Eid. We plan an extendable table or a bench that seats extra people, with at least 900 mm clear behind every chair.",
        },
        {
          title: "Open or separate",
          text: "In many Dhaka flats the dining area flows into the drawing or family room. A change in ceiling, a rug or a slatted screen defines the dining space without closing it in.",
        },
      ],
    },
    {
      title: "Crockery, Basin and Serving",
      image: {
        key: "services/dining-room-interior-design-2",
        alt: "Crockery cabinet with glass doors beside a wash basin niche with a framed mirror",
      },
      paragraphs: [
        {
          title: "The wash basin niche",
          text: "A hand-wash basin near the dining table is a fixture of Bangladeshi homes. We give it a proper niche with a stone top, mirror, soap shelf and splash-proof wall finish so it looks designed rather than added.",
        },
        {
          title: "Crockery and sideboard",
          text: "A crockery cabinet for the good dinner set and a sideboard for serving dishes, water jugs and the rice cooker keep the table clear during meals.",
        },
      ],
    },
    {
      title: "Light, Materials and Budget",
      image: {
        key: "services/dining-room-interior-design-3",
        alt: "Round dining table under a cluster of brass pendant lights",
      },
      paragraphs: [
        {
          title: "Light over the table",
          text: "Pendants hung about 750 mm above the table top light the food warmly without glare, and a dimmer lets the same room host a bright family lunch or a relaxed dinner.",
        },
        {
          title: "Surfaces that forgive",
          text: "Turmeric and oil stain porous marble quickly. We recommend sealed solid wood, quartz or sintered stone table tops and performance fabrics on chairs.",
        },
        {
          title: "Budget and timeline",
          text: "Dining room interiors with table, chairs, crockery cabinet, basin niche and lighting typically cost BDT 2.5 to 7 lakh and are ready 3 to 5 weeks after design approval.",
        },
      ],
    },
  ],
  "kitchen-cabinet-design": [
    {
      title: "Kitchens Built for Bangladeshi Cooking",
      image: {
        key: "services/kitchen-cabinet-design-1",
        alt: "L-shaped modular kitchen with matte shutters, a quartz counter and a ducted chimney hood",
      },
      paragraphs: [
        {
          title: "Heat, oil and steam",
          text: "Daily frying, tempering spices in hot oil and long-simmered curries put far more grease and steam into the air than most imported kitchen designs expect. We size the chimney at 1,200 m³/h or more and duct it outside.",
        },
        {
          title: "Dry and wet kitchens",
          text: "Many Dhaka homes now keep a presentable dry kitchen near the dining area and a wet kitchen for heavy cooking and washing. We design both, with the heavy-duty storage where the cooking actually happens.",
        },
        {
          title: "Gas cylinders done safely",
          text: "Newer flats often cook on LPG cylinders. We build ventilated cylinder bays with easy access to the regulator valve, never a sealed cupboard.",
        },
      ],
    },
    {
      title: "Materials That Resist Water, Heat and Pests",
      image: {
        key: "services/kitchen-cabinet-design-2",
        alt: "Open kitchen drawers with spice organizers, plate racks and soft-close runners",
      },
      paragraphs: [
        {
          title: "Carcasses that do not swell",
          text: "Sink and lower units are built from BWP marine plywood; upper units from HMR MDF. Every edge is sealed and cabinets stand on legs or sealed plinths, so water spills and mopping do no harm and pests have nowhere to hide.",
        },
        {
          title: "Counters for hot pots",
          text: "Granite, quartz or sintered stone counters take hot pots and resist turmeric stains. We recommend an undermount stainless steel sink with a drain board.",
        },
        {
          title: "Storage that works",
          text: "Deep drawers instead of fixed shelves, a spice pull-out beside the hob, a tall pantry, a corner carousel and a space for the rice drum make every centimeter reachable.",
        },
      ],
    },
    {
      title: "Cost, Measurement and Installation",
      image: {
        key: "services/kitchen-cabinet-design-3",
        alt: "Compact straight kitchen with white gloss shutters and under-cabinet lighting",
      },
      paragraphs: [
        {
          title: "What a kitchen costs",
          text: "A typical 10 to 14 running-foot kitchen with base and wall units, counter top and soft-close fittings costs BDT 2.5 to 6 lakh before appliances, depending on shutter finish and hardware.",
        },
        {
          title: "From measurement to cooking",
          text: "We measure after the plumbing and tiling are done, share 3D drawings within a week, and produce the cabinets in our Tongi factory in 3 to 4 weeks. Installation takes two to three days.",
        },
      ],
    },
  ],
  "md-room-interior-design": [
    {
      title: "A Room That Speaks for Your Company",
      image: {
        key: "services/md-room-interior-design-1",
        alt: "Managing director's room with a walnut executive desk and a wall of leather-bound books",
      },
      paragraphs: [
        {
          title: "The room where deals are made",
          text: "Buyers, bankers and partners form an impression of your company in the MD's room. We design it to feel confident and composed, with materials that reflect your brand rather than a generic executive catalog.",
        },
        {
          title: "Three zones in one room",
          text: "A work desk, a small meeting table for four and a lounge corner for informal conversations let the MD move from reviewing files to negotiating to hosting tea without changing rooms.",
        },
      ],
    },
    {
      title: "Privacy, Comfort and Technology",
      image: {
        key: "services/md-room-interior-design-2",
        alt: "Lounge corner of an executive office with armchairs, a coffee table and frosted glass",
      },
      paragraphs: [
        {
          title: "Private by design",
          text: "Acoustic partitions, solid-core doors and frosted or switchable glass keep confidential conversations private while letting daylight through.",
        },
        {
          title: "Ready for video calls",
          text: "A display screen, a camera at eye level, good front lighting and concealed cabling make calls with overseas buyers look professional.",
        },
        {
          title: "Secure storage",
          text: "Lockable credenzas for files, a built-in safe and a private washroom or wardrobe for a change of clothes can all be worked into the plan.",
        },
      ],
    },
    {
      title: "Feng Shui, Budget and Timeline",
      image: {
        key: "services/md-room-interior-design-3",
        alt: "Executive desk positioned facing the door with a solid paneled wall behind",
      },
      paragraphs: [
        {
          title: "The commanding position",
          text: "Many business owners ask for feng shui principles: the desk faces the door without being directly in line with it, with a solid wall behind the chair. It also happens to be the most comfortable arrangement.",
        },
        {
          title: "Budget and timeline",
          text: "An MD room with desk, meeting table, lounge furniture, paneling and lighting typically costs BDT 6 to 20 lakh and takes 4 to 6 weeks after design approval.",
        },
      ],
    },
  ],
  "conference-room-interior-design": [
    {
      title: "Meeting Rooms That Work",
      image: {
        key: "services/conference-room-interior-design-1",
        alt: "Conference room with a fourteen-seat table, ergonomic chairs and a wall-mounted display",
      },
      paragraphs: [
        {
          title: "Sized to the meeting",
          text: "We size the table to how many people really meet, with about 25 sq ft per seat and at least 1,000 mm behind each chair, so a room for twelve does not become a room where ten feel squeezed.",
        },
        {
          title: "Everyone can see",
          text: "Tables are shaped and placed so every seat has a clear view of the screen, and the screen sits away from the windows to avoid glare.",
        },
      ],
    },
    {
      title: "Sound, Screens and Video Calls",
      image: {
        key: "services/conference-room-interior-design-2",
        alt: "Conference room wall with acoustic fabric panels and a video conferencing camera",
      },
      paragraphs: [
        {
          title: "Acoustics for clear calls",
          text: "Glass and hard surfaces make voices echo, which remote participants hear as mumbling. Acoustic wall panels, a soft ceiling and carpet make calls with overseas buyers crisp.",
        },
        {
          title: "Technology built in",
          text: "Floor boxes under the table, concealed cable routes, ceiling microphones and a camera at the right height are planned with your IT team from the start.",
        },
        {
          title: "Backup power",
          text: "The display, camera and lighting run on the UPS or generator circuit so a board meeting is not cut short by load-shedding.",
        },
      ],
    },
    {
      title: "Budget and Timeline",
      image: {
        key: "services/conference-room-interior-design-3",
        alt: "Small meeting room with a round table for four and a whiteboard wall",
      },
      paragraphs: [
        {
          title: "What it costs",
          text: "A conference room interior typically costs BDT 5 to 15 lakh for furniture, finishes, acoustics and lighting, with audio-visual equipment adding BDT 3 to 12 lakh depending on the system.",
        },
        {
          title: "How long it takes",
          text: "Most conference rooms are complete 4 to 6 weeks after design approval, and we can do the work over weekends so your other meeting rooms stay in use.",
        },
      ],
    },
  ],
  "reception-interior-design": [
    {
      title: "First Impressions in Thirty Seconds",
      image: {
        key: "services/reception-interior-design-1",
        alt: "Corporate reception with a backlit logo wall and a curved stone counter",
      },
      paragraphs: [
        {
          title: "Your brand at the door",
          text: "The reception is the first thing every visitor, candidate and courier sees. A logo wall, a well-lit counter and a tidy waiting area tell them what kind of company you are before anyone speaks.",
        },
        {
          title: "Waiting in comfort",
          text: "Comfortable seating, a water station, a charging point and a display of your work turn a ten-minute wait into a good impression.",
        },
      ],
    },
    {
      title: "A Counter That Works",
      image: {
        key: "services/reception-interior-design-2",
        alt: "Reception counter with a raised transaction top and a lower staff work surface",
      },
      paragraphs: [
        {
          title: "Two heights",
          text: "A raised top at about 1,050 mm gives visitors a place to sign in, while the staff work surface stays at desk height behind it, hiding screens, cables and paperwork.",
        },
        {
          title: "Security and flow",
          text: "We plan for visitor registration, access-control gates or card readers, CCTV positions and a clear route to meeting rooms, so visitors never wander into work areas.",
        },
      ],
    },
    {
      title: "Materials and Budget",
      image: {
        key: "services/reception-interior-design-3",
        alt: "Waiting area with lounge chairs, a coffee table and a green plant wall",
      },
      paragraphs: [
        {
          title: "Built for footfall",
          text: "Reception floors and counters take more wear than any other part of the office. We use engineered stone, solid surface or hard-wearing laminates with metal edge protection.",
        },
        {
          title: "Budget and timeline",
          text: "A reception and waiting area typically costs BDT 4 to 12 lakh including counter, logo wall, seating and lighting, and is completed 3 to 5 weeks after design approval.",
        },
      ],
    },
  ],
  "work-station-area-interior-design": [
    {
      title: "Open Workspaces That Fit More People Comfortably",
      image: {
        key: "services/work-station-area-interior-design-1",
        alt: "Rows of benching workstations with low screens and pendant lighting",
      },
      paragraphs: [
        {
          title: "The right desk size",
          text: "Desks of 1,200 to 1,500 mm wide with low privacy screens suit most teams. With 1,200 mm aisles and 60 to 80 sq ft per person, the floor feels open without wasting space.",
        },
        {
          title: "Team neighborhoods",
          text: "We group desks by team, with storage, a printer point and a small huddle table in each neighborhood, so people find what they need close by.",
        },
      ],
    },
    {
      title: "Power, Data and Backup",
      image: {
        key: "services/work-station-area-interior-design-2",
        alt: "Workstation cable tray with power sockets and data points under the desk",
      },
      paragraphs: [
        {
          title: "Cables out of sight",
          text: "Every workstation has a cable tray, a vertical riser and power and data sockets within reach, fed from planned floor boxes or ceiling drops.",
        },
        {
          title: "Ready for load-shedding",
          text: "Computer sockets run on a separate UPS or IPS-backed circuit, clearly marked, so a power cut does not lose a day's work.",
        },
      ],
    },
    {
      title: "Ergonomics, Budget and Delivery",
      image: {
        key: "services/work-station-area-interior-design-3",
        alt: "Ergonomic task chair at a height-adjustable desk with a monitor arm",
      },
      paragraphs: [
        {
          title: "Healthy to sit at all day",
          text: "Adjustable task chairs, monitor arms, footrests on request and glare-free lighting cut back and eye strain for people who work eight or more hours at a desk.",
        },
        {
          title: "Cost per seat",
          text: "A workstation with desk, screen, storage pedestal, cable management and an ergonomic chair typically costs BDT 25,000 to 65,000 per seat, depending on size and finish.",
        },
        {
          title: "Delivery",
          text: "Workstations are produced in our Tongi factory in 3 to 5 weeks and installed over a weekend, so your team leaves on Thursday and returns to new desks on Sunday.",
        },
      ],
    },
  ],
};

/** Unknown slugs get an empty list; the service page turns that into its not-found or coming-soon state. */
export function serviceContentForSlug(slug: string): ServiceContentBlock[] {
  return Object.hasOwn(serviceContent, slug) ? serviceContent[slug as ServiceSlug] : [];
}
