export type SeedAccessory = {
  name: string;
  size: string;
  code: string;
  rate: number;
  description: string;
  category: string;
  images: string[];
  specifications: { label: string; value: string }[];
  additionalInformation: { label: string; value: string }[];
};

type InfoRow = { label: string; value: string };

const image = (kind: string, n: number): string => `/images/accessories/${kind}-${n}-800.jpg`;

const deliveryStandard: InfoRow = {
  label: "Delivery",
  value: "Inside Dhaka: 2-3 working days; outside Dhaka: 5-7 working days",
};
// Rugs, floor lamps and large mirrors travel on the showroom's own van, which books later slots.
const deliveryLarge: InfoRow = {
  label: "Delivery",
  value: "Inside Dhaka: 3-5 working days by showroom van; outside Dhaka: 7-10 working days",
};
const returnsStandard: InfoRow = {
  label: "Returns",
  value: "7-day return if unused and in the original packaging",
};
const returnsTextile: InfoRow = {
  label: "Returns",
  value: "7-day exchange for size or colour; washed items cannot be returned",
};
const handmadeInBangladesh: InfoRow = { label: "Origin", value: "Handmade in Bangladesh" };
const noAssembly: InfoRow = { label: "Assembly", value: "None required" };

export const seedAccessories: SeedAccessory[] = [
  {
    name: "Terracotta Ribbed Floor Vase",
    size: "Ø 30 x 60 cm",
    code: "NI-VS-0012",
    rate: 6500,
    description:
      "A tall floor vase thrown by potters in Kagajipara, Savar, with deep vertical ribs that catch the evening light. The natural terracotta is sealed inside so it can hold dried pampas or palm fronds without staining the floor. It anchors an empty corner of a living room or a hotel lobby on its own.",
    category: "Vases",
    images: [image("vase", 1), image("vase", 2), image("vase", 4)],
    specifications: [
      { label: "Material", value: "Hand-thrown terracotta clay" },
      { label: "Finish", value: "Natural matte exterior, sealed interior" },
      { label: "Dimensions", value: "Ø 30 x 60 cm" },
      { label: "Weight", value: "7.5 kg" },
      { label: "Care", value: "Dust with a dry cloth; not for fresh water" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Savar, Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
  {
    name: "Dhamrai Brass Bud Vase",
    size: "Ø 8 x 22 cm",
    code: "NI-VS-0018",
    rate: 3200,
    description:
      "A slender bud vase cast in brass by the lost-wax craftsmen of Dhamrai. Each piece carries small variations from its clay mould, so no two are exactly alike. Use it for a single rajanigandha stem on a bedside table or a dining shelf.",
    category: "Vases",
    images: [image("vase", 3), image("vase", 5)],
    specifications: [
      { label: "Material", value: "Solid cast brass" },
      { label: "Finish", value: "Hand-polished antique gold" },
      { label: "Dimensions", value: "Ø 8 x 22 cm" },
      { label: "Weight", value: "0.9 kg" },
      { label: "Care", value: "Polish with a soft cloth and brass cleaner every few months" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Dhamrai, Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
  {
    name: "Indigo Glazed Ceramic Vase",
    size: "Ø 18 x 35 cm",
    code: "NI-VS-0025",
    rate: 4850,
    description:
      "A rounded stoneware vase dipped in a deep indigo glaze that pools darker at the base. It is fully watertight and suits fresh flowers as well as branches. The colour pairs well with ivory walls and walnut furniture.",
    category: "Vases",
    images: [image("vase", 6), image("vase", 1), image("vase", 3), image("vase", 5)],
    specifications: [
      { label: "Material", value: "High-fired stoneware" },
      { label: "Finish", value: "Reactive indigo gloss glaze" },
      { label: "Dimensions", value: "Ø 18 x 35 cm" },
      { label: "Weight", value: "2.1 kg" },
      { label: "Colour", value: "Indigo blue" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Made in Bangladesh" },
      deliveryStandard,
      returnsStandard,
      noAssembly,
    ],
  },
  {
    name: "Brass Dome Table Lamp",
    size: "Ø 35 x 52 cm",
    code: "NI-LT-0007",
    rate: 14500,
    description:
      "A table lamp with a spun brass dome shade that throws a warm pool of light downwards. The weighted base keeps it steady on a console or a study desk. It takes a standard E27 bulb and ships with a braided fabric cord.",
    category: "Lighting",
    images: [image("lamp", 1), image("lamp", 2), image("lamp", 3), image("lamp", 4)],
    specifications: [
      { label: "Material", value: "Spun brass shade, cast iron base" },
      { label: "Finish", value: "Brushed brass" },
      { label: "Dimensions", value: "Ø 35 x 52 cm" },
      { label: "Bulb", value: "E27, up to 40 W (LED recommended)" },
      { label: "Cord", value: "1.8 m braided cord with inline switch" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Assembled in Dhaka, Bangladesh" },
      deliveryStandard,
      { label: "Warranty", value: "1 year on wiring and switch" },
      returnsStandard,
    ],
  },
  {
    name: "Sylhet Cane Pendant Light",
    size: "Ø 45 x 38 cm",
    code: "NI-LT-0014",
    rate: 7800,
    description:
      "A pendant shade woven from split cane by artisans in Sylhet. The open weave scatters soft patterned light across the ceiling and walls. It hangs well in a group of three over a dining table or a restaurant counter.",
    category: "Lighting",
    images: [image("lamp", 3), image("lamp", 5)],
    specifications: [
      { label: "Material", value: "Hand-woven cane on a steel ring" },
      { label: "Finish", value: "Natural, clear lacquer" },
      { label: "Dimensions", value: "Ø 45 x 38 cm" },
      { label: "Bulb", value: "E27, up to 60 W" },
      { label: "Drop", value: "Adjustable cord up to 120 cm" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Sylhet, Bangladesh" },
      deliveryStandard,
      { label: "Warranty", value: "1 year on the electrical fitting" },
      { label: "Assembly", value: "Ceiling installation by an electrician required" },
    ],
  },
  {
    name: "Mango Wood Tripod Floor Lamp",
    size: "50 x 50 x 155 cm",
    code: "NI-LT-0021",
    rate: 22500,
    description:
      "A floor lamp on a tripod of turned mango wood with a pleated linen shade. It brings a reading light to the corner of a drawing room without taking up much floor. The legs fold for delivery and lock in place in minutes.",
    category: "Lighting",
    images: [image("lamp", 5), image("lamp", 6), image("lamp", 1)],
    specifications: [
      { label: "Material", value: "Mango wood legs, linen shade" },
      { label: "Finish", value: "Walnut stain, matte lacquer" },
      { label: "Dimensions", value: "50 x 50 x 155 cm" },
      { label: "Weight", value: "6.2 kg" },
      { label: "Bulb", value: "E27, up to 60 W" },
      { label: "Colour", value: "Walnut and oatmeal" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Made in Bangladesh" },
      deliveryLarge,
      { label: "Warranty", value: "1 year on wiring, 6 months on woodwork" },
      { label: "Assembly", value: "Simple, no tools needed" },
    ],
  },
  {
    name: "Sheesham Sunburst Wall Mirror",
    size: "Ø 80 cm",
    code: "NI-MR-0003",
    rate: 18900,
    description:
      "A round mirror framed by hand-carved sheesham rays that radiate from the glass. It makes a striking focal point above a console or a bed headboard. The 5 mm glass has a bevelled edge and a moisture-resistant backing.",
    category: "Mirrors",
    images: [image("mirror", 1), image("mirror", 2), image("mirror", 3)],
    specifications: [
      { label: "Material", value: "Sheesham wood frame, 5 mm bevelled glass" },
      { label: "Finish", value: "Natural oil" },
      { label: "Dimensions", value: "Ø 80 cm overall, Ø 45 cm glass" },
      { label: "Weight", value: "8.4 kg" },
      { label: "Mounting", value: "Two keyhole brackets, fixings included" },
    ],
    additionalInformation: [
      handmadeInBangladesh,
      deliveryLarge,
      { label: "Warranty", value: "6 months against frame defects" },
      returnsStandard,
    ],
  },
  {
    name: "Arched Brass Frame Mirror",
    size: "60 x 110 cm",
    code: "NI-MR-0009",
    rate: 24500,
    description:
      "A tall arched mirror in a slim brass frame, sized for a hallway or a dressing area. Leaned against a wall or hung, it opens up a narrow room and bounces daylight deeper inside. The frame is lacquered to slow tarnishing in Dhaka's humid months.",
    category: "Mirrors",
    images: [
      image("mirror", 4),
      image("mirror", 1),
      image("mirror", 5),
      image("mirror", 6),
      image("mirror", 2),
    ],
    specifications: [
      { label: "Material", value: "Brass frame, 5 mm silvered glass" },
      { label: "Finish", value: "Lacquered satin brass" },
      { label: "Dimensions", value: "60 x 110 cm" },
      { label: "Weight", value: "11 kg" },
      { label: "Mounting", value: "French cleat, fixings included" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Made in Dhaka, Bangladesh" },
      deliveryLarge,
      { label: "Warranty", value: "1 year against frame defects" },
      returnsStandard,
      { label: "Assembly", value: "Wall mounting by our team on request" },
    ],
  },
  {
    name: "Jute Rope Round Mirror",
    size: "Ø 55 cm",
    code: "NI-MR-0016",
    rate: 5400,
    description:
      "A round mirror wrapped in thick coils of golden Bangladeshi jute rope. Its soft texture warms up a bathroom, a kids' room or a café wall. It comes with a jute hanging loop.",
    category: "Mirrors",
    images: [image("mirror", 6), image("mirror", 3)],
    specifications: [
      { label: "Material", value: "Jute rope on MDF, 4 mm glass" },
      { label: "Finish", value: "Natural jute" },
      { label: "Dimensions", value: "Ø 55 cm overall, Ø 35 cm glass" },
      { label: "Weight", value: "2.8 kg" },
    ],
    additionalInformation: [handmadeInBangladesh, deliveryStandard, returnsStandard],
  },
  {
    name: "Sundarban Mangrove Canvas Print",
    size: "90 x 60 cm",
    code: "NI-WA-0011",
    rate: 9500,
    description:
      "A giclée print of the Sundarbans at dawn, with mangrove roots reflected in still tidal water. It is printed on archival cotton canvas and stretched over a kiln-dried wooden frame. The muted greens sit calmly in a bedroom or a conference room.",
    category: "Wall Art",
    images: [image("wall-art", 1), image("wall-art", 2), image("wall-art", 3)],
    specifications: [
      { label: "Material", value: "Archival cotton canvas, pigment inks" },
      { label: "Frame", value: "Gallery wrap on a 4 cm pine stretcher" },
      { label: "Dimensions", value: "90 x 60 cm" },
      { label: "Weight", value: "2.4 kg" },
      { label: "Care", value: "Keep out of direct sunlight; dust lightly" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Printed in Dhaka, Bangladesh" },
      deliveryStandard,
      returnsStandard,
      { label: "Assembly", value: "Ready to hang" },
    ],
  },
  {
    name: "Nakshi Kantha Framed Textile",
    size: "70 x 50 cm",
    code: "NI-WA-0019",
    rate: 16800,
    description:
      "A panel of nakshi kantha embroidery stitched by women artisans in Jashore, mounted and framed behind glass. The running-stitch motifs of lotus, fish and village life take weeks to complete by hand. It is a piece of Bengal's living heritage for a drawing room or an office reception.",
    category: "Wall Art",
    images: [image("wall-art", 4), image("wall-art", 5), image("wall-art", 1), image("wall-art", 6)],
    specifications: [
      { label: "Material", value: "Cotton kantha, hand embroidered" },
      { label: "Frame", value: "Mahogany frame with UV-filtering glass" },
      { label: "Dimensions", value: "70 x 50 cm" },
      { label: "Weight", value: "3.6 kg" },
      { label: "Care", value: "Do not hang in damp rooms" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Jashore, Bangladesh" },
      deliveryStandard,
      returnsStandard,
      { label: "Assembly", value: "Ready to hang" },
    ],
  },
  {
    name: "Rickshaw Art Panel Trio",
    size: "30 x 40 cm each (set of 3)",
    code: "NI-WA-0027",
    rate: 7200,
    description:
      "Three hand-painted tin panels in the bold colours of Dhaka's rickshaw art. Painters in Old Dhaka use the same enamel paints and motifs as on the rickshaw hoods. The set brings a playful local accent to a café, a kids' room or a home bar.",
    category: "Wall Art",
    images: [image("wall-art", 6), image("wall-art", 2)],
    specifications: [
      { label: "Material", value: "Tin sheet on a plywood backing" },
      { label: "Finish", value: "Hand-painted enamel" },
      { label: "Dimensions", value: "30 x 40 cm each" },
      { label: "Weight", value: "1.2 kg each" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Old Dhaka, Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
  {
    name: "Jamdani Weave Cushion Cover",
    size: "45 x 45 cm",
    code: "NI-CU-0004",
    rate: 1850,
    description:
      "A cushion cover cut from handloom jamdani woven in Rupganj, with a fine motif floating on an ivory ground. The back is plain cotton and closes with a concealed zip. Insert not included.",
    category: "Cushions",
    images: [image("cushion", 1), image("cushion", 2), image("cushion", 3)],
    specifications: [
      { label: "Material", value: "Cotton jamdani front, cotton back" },
      { label: "Dimensions", value: "45 x 45 cm" },
      { label: "Colour", value: "Ivory with grey motif" },
      { label: "Closure", value: "Concealed zip" },
      { label: "Care", value: "Dry clean or gentle hand wash" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handwoven in Rupganj, Bangladesh" },
      deliveryStandard,
      returnsTextile,
    ],
  },
  {
    name: "Rajshahi Silk Lumbar Cushion",
    size: "30 x 50 cm",
    code: "NI-CU-0010",
    rate: 2650,
    description:
      "A lumbar cushion in Rajshahi silk with a soft sheen that changes with the light. It comes filled with a hollow-fibre insert that keeps its shape. It adds a layer of luxury to a sofa, an armchair or a bed.",
    category: "Cushions",
    images: [image("cushion", 4), image("cushion", 6), image("cushion", 5)],
    specifications: [
      { label: "Material", value: "Rajshahi silk cover, hollow-fibre insert" },
      { label: "Dimensions", value: "30 x 50 cm" },
      { label: "Colour", value: "Mustard gold" },
      { label: "Care", value: "Dry clean only" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Woven in Rajshahi, Bangladesh" },
      deliveryStandard,
      returnsTextile,
    ],
  },
  {
    name: "Block-Print Cotton Floor Cushion",
    size: "60 x 60 x 12 cm",
    code: "NI-CU-0017",
    rate: 3400,
    description:
      "A thick floor cushion in hand block-printed cotton, filled with firm coir-and-foam padding. It makes extra seating for an adda in the living room or a reading nook by the window. The cover zips off for washing.",
    category: "Cushions",
    images: [image("cushion", 2), image("cushion", 5), image("cushion", 1), image("cushion", 6)],
    specifications: [
      { label: "Material", value: "Block-printed cotton, coir and foam filling" },
      { label: "Dimensions", value: "60 x 60 x 12 cm" },
      { label: "Weight", value: "2.5 kg" },
      { label: "Colour", value: "Terracotta and indigo" },
      { label: "Care", value: "Cover machine washable at 30 °C" },
    ],
    additionalInformation: [handmadeInBangladesh, deliveryStandard, returnsTextile],
  },
  {
    name: "Handwoven Jute Braided Rug",
    size: "160 x 230 cm",
    code: "NI-RG-0002",
    rate: 12500,
    description:
      "A braided rug woven from golden jute grown in the Padma delta. Its natural texture grounds a living room and wears well under daily foot traffic. A latex-free backing keeps it breathable on tiled floors.",
    category: "Rugs",
    images: [image("rug", 1), image("rug", 2), image("rug", 3), image("rug", 4)],
    specifications: [
      { label: "Material", value: "100% jute" },
      { label: "Construction", value: "Hand-braided and stitched" },
      { label: "Dimensions", value: "160 x 230 cm" },
      { label: "Weight", value: "9 kg" },
      { label: "Care", value: "Vacuum without a beater bar; blot spills at once" },
    ],
    additionalInformation: [
      handmadeInBangladesh,
      deliveryLarge,
      { label: "Returns", value: "7-day return if unused and rolled as delivered" },
    ],
  },
  {
    name: "Rangpur Shataranji Dhurrie Rug",
    size: "120 x 180 cm",
    code: "NI-RG-0008",
    rate: 9800,
    description:
      "A flat-woven shataranji from Nisbetganj, Rangpur, a weaving tradition that dates back centuries. The geometric stripes are dyed in earthy rust, sand and charcoal. It is reversible and light enough to move between rooms with the seasons.",
    category: "Rugs",
    images: [image("rug", 5), image("rug", 1), image("rug", 6)],
    specifications: [
      { label: "Material", value: "Cotton warp and weft" },
      { label: "Construction", value: "Hand flat-woven on a pit loom" },
      { label: "Dimensions", value: "120 x 180 cm" },
      { label: "Weight", value: "4.5 kg" },
      { label: "Colour", value: "Rust, sand and charcoal" },
      { label: "Care", value: "Dry clean recommended" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handwoven in Rangpur, Bangladesh" },
      deliveryStandard,
      returnsTextile,
    ],
  },
  {
    name: "Hand-Tufted Wool Medallion Rug",
    size: "200 x 300 cm",
    code: "NI-RG-0015",
    rate: 48000,
    description:
      "A dense hand-tufted rug in New Zealand wool with a faded central medallion. The deep pile softens the acoustics of a large drawing room or a hotel suite. Made to order in other sizes within four weeks.",
    category: "Rugs",
    images: [image("rug", 3), image("rug", 4), image("rug", 5), image("rug", 6), image("rug", 2)],
    specifications: [
      { label: "Material", value: "New Zealand wool pile, cotton backing" },
      { label: "Construction", value: "Hand-tufted, 12 mm pile" },
      { label: "Dimensions", value: "200 x 300 cm" },
      { label: "Weight", value: "21 kg" },
      { label: "Colour", value: "Ivory, sage and walnut" },
      { label: "Care", value: "Vacuum weekly; professional clean once a year" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Made in Bangladesh with imported wool" },
      deliveryLarge,
      { label: "Warranty", value: "2 years against shedding beyond normal use" },
      { label: "Returns", value: "Custom sizes cannot be returned" },
    ],
  },
  {
    name: "Mango Wood Minimalist Wall Clock",
    size: "Ø 40 cm",
    code: "NI-CL-0005",
    rate: 3900,
    description:
      "A wall clock turned from a single disc of mango wood, with slim brass hands and no numerals. The silent sweep movement makes it suitable for bedrooms and study rooms. It runs on one AA battery.",
    category: "Clocks",
    images: [image("clock", 1), image("clock", 2), image("clock", 3)],
    specifications: [
      { label: "Material", value: "Mango wood, brass hands" },
      { label: "Finish", value: "Natural oil" },
      { label: "Dimensions", value: "Ø 40 x 4 cm" },
      { label: "Movement", value: "Silent quartz sweep, 1 x AA battery" },
    ],
    additionalInformation: [
      handmadeInBangladesh,
      deliveryStandard,
      { label: "Warranty", value: "1 year on the movement" },
      returnsStandard,
    ],
  },
  {
    name: "Brass Skeleton Mantel Clock",
    size: "22 x 8 x 28 cm",
    code: "NI-CL-0013",
    rate: 8700,
    description:
      "A mantel clock with an open brass skeleton dial that shows its gears turning. It sits well on a bookshelf, a console or an MD room credenza. A glass dome keeps the movement free of dust.",
    category: "Clocks",
    images: [image("clock", 4), image("clock", 6)],
    specifications: [
      { label: "Material", value: "Brass case, glass dome" },
      { label: "Finish", value: "Antique brass" },
      { label: "Dimensions", value: "22 x 8 x 28 cm" },
      { label: "Weight", value: "1.6 kg" },
      { label: "Movement", value: "Quartz, 1 x AA battery" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Assembled in Dhaka with an imported movement" },
      deliveryStandard,
      { label: "Warranty", value: "1 year on the movement" },
      returnsStandard,
    ],
  },
  {
    name: "Terrazzo Desk Clock",
    size: "15 x 5 x 15 cm",
    code: "NI-CL-0020",
    rate: 2300,
    description:
      "A compact desk clock cast in terrazzo with flecks of marble and brass chips. Its weight keeps it steady on a work-station or a reception counter.",
    category: "Clocks",
    images: [image("clock", 5), image("clock", 3), image("clock", 1)],
    specifications: [
      { label: "Material", value: "Cement terrazzo with marble chips" },
      { label: "Finish", value: "Honed and sealed" },
      { label: "Dimensions", value: "15 x 5 x 15 cm" },
      { label: "Weight", value: "1.1 kg" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Made in Bangladesh" },
      deliveryStandard,
      { label: "Warranty", value: "6 months on the movement" },
    ],
  },
  {
    name: "Glazed Stoneware Planter Set",
    size: "Ø 15, 20 and 25 cm (set of 3)",
    code: "NI-PL-0006",
    rate: 4200,
    description:
      "A nesting set of three stoneware planters in a sage celadon glaze. Each has a drainage hole and a matching saucer, so they are ready for snake plants or money plants indoors. Grouped on a balcony ledge they make an instant garden.",
    category: "Planters",
    images: [image("planter", 1), image("planter", 2), image("planter", 3)],
    specifications: [
      { label: "Material", value: "Glazed stoneware" },
      { label: "Finish", value: "Sage celadon gloss" },
      { label: "Dimensions", value: "Ø 15 x 14, Ø 20 x 18, Ø 25 x 22 cm" },
      { label: "Drainage", value: "Hole with saucer" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Made in Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
  {
    name: "Hanging Macrame Planter",
    size: "Ø 20 x 95 cm",
    code: "NI-PL-0012",
    rate: 1450,
    description:
      "A macrame hanger knotted by hand from soft cotton cord, with a terracotta pot included. It lifts trailing plants like pothos off the floor in small flats. The hook takes up to 5 kg.",
    category: "Planters",
    images: [image("planter", 4), image("planter", 5)],
    specifications: [
      { label: "Material", value: "Cotton cord, terracotta pot" },
      { label: "Dimensions", value: "Ø 20 x 95 cm" },
      { label: "Load", value: "Up to 5 kg" },
      { label: "Colour", value: "Natural cream" },
    ],
    additionalInformation: [handmadeInBangladesh, deliveryStandard, returnsStandard],
  },
  {
    name: "Teak Stand Floor Planter",
    size: "32 x 32 x 70 cm",
    code: "NI-PL-0023",
    rate: 6800,
    description:
      "A planter raised on a mid-century teak stand that brings a fiddle-leaf fig up to eye level. The removable zinc liner protects the wood from water. It suits office receptions and living-room corners alike.",
    category: "Planters",
    images: [image("planter", 6), image("planter", 1), image("planter", 4), image("planter", 2)],
    specifications: [
      { label: "Material", value: "Teak stand, zinc liner" },
      { label: "Finish", value: "Teak oil" },
      { label: "Dimensions", value: "32 x 32 x 70 cm" },
      { label: "Weight", value: "5.3 kg" },
      { label: "Liner", value: "Removable, Ø 28 x 25 cm" },
    ],
    additionalInformation: [
      handmadeInBangladesh,
      deliveryStandard,
      returnsStandard,
      { label: "Assembly", value: "Legs screw in, 5 minutes" },
    ],
  },
  {
    name: "Marble and Brass Serving Tray",
    size: "40 x 25 cm",
    code: "NI-TR-0003",
    rate: 6200,
    description:
      "A white marble slab with polished brass handles, for serving tea or styling a coffee table. Each slab has its own veining. Felt pads underneath protect wooden surfaces.",
    category: "Trays",
    images: [image("tray", 1), image("tray", 2), image("tray", 3)],
    specifications: [
      { label: "Material", value: "White marble, brass handles" },
      { label: "Finish", value: "Polished" },
      { label: "Dimensions", value: "40 x 25 x 2 cm" },
      { label: "Weight", value: "3.4 kg" },
      { label: "Care", value: "Wipe with a damp cloth; avoid acidic spills" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Finished in Dhaka, Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
  {
    name: "Shital Pati Lacquered Tray",
    size: "45 x 30 x 5 cm",
    code: "NI-TR-0011",
    rate: 2200,
    description:
      "A tray lined with shital pati, the cool reed mat woven from murta cane in Sylhet. A clear lacquer makes the weave wipe-clean for everyday use. Its fine pattern looks lovely on an ottoman or a dressing table.",
    category: "Trays",
    images: [image("tray", 4), image("tray", 6)],
    specifications: [
      { label: "Material", value: "Murta cane weave, mahogany rim" },
      { label: "Finish", value: "Clear lacquer" },
      { label: "Dimensions", value: "45 x 30 x 5 cm" },
      { label: "Weight", value: "0.8 kg" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Sylhet, Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
  {
    name: "Hammered Copper Round Tray",
    size: "Ø 50 cm",
    code: "NI-TR-0018",
    rate: 5600,
    description:
      "A large round tray beaten by hand from copper sheet, its surface full of small facets. Set on a low stand it becomes a side table. Food-safe tin lining makes it usable for serving too.",
    category: "Trays",
    images: [image("tray", 5), image("tray", 2), image("tray", 4)],
    specifications: [
      { label: "Material", value: "Copper, tin-lined" },
      { label: "Finish", value: "Hand-hammered, lacquered" },
      { label: "Dimensions", value: "Ø 50 x 3 cm" },
      { label: "Weight", value: "2.2 kg" },
      { label: "Care", value: "Hand wash only; dry at once" },
    ],
    additionalInformation: [handmadeInBangladesh, deliveryStandard, returnsStandard],
  },
  {
    name: "Kansha Bell Metal Candle Stand",
    size: "Ø 10 x 25 cm",
    code: "NI-CH-0002",
    rate: 3600,
    description:
      "A pillar candle stand in kansha bell metal, cast and lathe-turned in Dhamrai. The alloy has a soft golden glow that deepens with age. A pair frames a dining table or a puja corner beautifully.",
    category: "Candle Holders",
    images: [image("candle-holder", 1), image("candle-holder", 2), image("candle-holder", 3)],
    specifications: [
      { label: "Material", value: "Kansha bell metal" },
      { label: "Finish", value: "Polished" },
      { label: "Dimensions", value: "Ø 10 x 25 cm" },
      { label: "Weight", value: "1.3 kg" },
      { label: "Candle", value: "Pillar candles up to Ø 7 cm" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Dhamrai, Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
  {
    name: "Moroccan Lantern Candle Holder",
    size: "18 x 18 x 40 cm",
    code: "NI-CH-0009",
    rate: 4900,
    description:
      "A pierced metal lantern that scatters candlelight in a lace of patterns across the walls. Frosted glass panels protect the flame on a breezy balcony or rooftop. It also takes a battery tealight for indoor use.",
    category: "Candle Holders",
    images: [
      image("candle-holder", 4),
      image("candle-holder", 5),
      image("candle-holder", 1),
      image("candle-holder", 6),
    ],
    specifications: [
      { label: "Material", value: "Iron, frosted glass" },
      { label: "Finish", value: "Antique bronze powder coat" },
      { label: "Dimensions", value: "18 x 18 x 40 cm" },
      { label: "Weight", value: "1.9 kg" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Made in Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
  {
    name: "Terracotta Diya Tealight Set",
    size: "Ø 8 x 4 cm each (set of 6)",
    code: "NI-CH-0014",
    rate: 850,
    description:
      "Six hand-pinched clay diyas, painted in white and gold. They hold a standard tealight and make an easy festive table for Pohela Boishakh or Diwali.",
    category: "Candle Holders",
    images: [image("candle-holder", 6), image("candle-holder", 3)],
    specifications: [
      { label: "Material", value: "Terracotta" },
      { label: "Finish", value: "Hand-painted" },
      { label: "Dimensions", value: "Ø 8 x 4 cm each" },
      { label: "Pieces", value: "6" },
    ],
    additionalInformation: [handmadeInBangladesh, deliveryStandard],
  },
  {
    name: "Dhamrai Lost-Wax Boatman Sculpture",
    size: "30 x 12 x 35 cm",
    code: "NI-SC-0004",
    rate: 15500,
    description:
      "A brass figure of a boatman poling his nouka, cast by the lost-wax method in Dhamrai. The wax model is shaped by hand, so every casting is unique. It tells a story of Bengal's rivers from a shelf or a reception table.",
    category: "Sculptures",
    images: [image("sculpture", 1), image("sculpture", 2), image("sculpture", 3), image("sculpture", 4)],
    specifications: [
      { label: "Material", value: "Cast brass" },
      { label: "Finish", value: "Dark patina with polished highlights" },
      { label: "Dimensions", value: "30 x 12 x 35 cm" },
      { label: "Weight", value: "3.2 kg" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Dhamrai, Bangladesh" },
      deliveryStandard,
      returnsStandard,
      { label: "Certificate", value: "Signed card from the artisan workshop" },
    ],
  },
  {
    name: "Abstract Teak Wood Figure",
    size: "20 x 15 x 55 cm",
    code: "NI-SC-0010",
    rate: 11200,
    description:
      "A flowing abstract figure carved from reclaimed teak, mounted on a black marble base. The wood grain follows the curves of the form. It gives a sculptural accent to a console, a niche or an MD room.",
    category: "Sculptures",
    images: [image("sculpture", 5), image("sculpture", 6), image("sculpture", 1)],
    specifications: [
      { label: "Material", value: "Reclaimed teak, black marble base" },
      { label: "Finish", value: "Hand-rubbed wax" },
      { label: "Dimensions", value: "20 x 15 x 55 cm" },
      { label: "Weight", value: "4 kg" },
      { label: "Care", value: "Dust with a soft dry cloth" },
    ],
    additionalInformation: [handmadeInBangladesh, deliveryStandard, returnsStandard],
  },
  {
    name: "Shola Pith Peacock Sculpture",
    size: "35 x 15 x 40 cm",
    code: "NI-SC-0019",
    rate: 6300,
    description:
      "A peacock carved from shola pith, the feather-light wetland plant used for Bengali festival decor. Its tail is cut into lace-fine layers by hand. It is displayed inside a glass case that keeps out dust and humidity.",
    category: "Sculptures",
    images: [image("sculpture", 3), image("sculpture", 5)],
    specifications: [
      { label: "Material", value: "Shola pith, glass case" },
      { label: "Finish", value: "Natural white" },
      { label: "Dimensions", value: "35 x 15 x 40 cm including case" },
      { label: "Care", value: "Keep inside the case; away from water" },
    ],
    additionalInformation: [
      handmadeInBangladesh,
      deliveryStandard,
      { label: "Returns", value: "Fragile item: report any damage within 24 hours of delivery" },
    ],
  },
  {
    name: "Kansa Bell Metal Decorative Bowl",
    size: "Ø 28 x 10 cm",
    code: "NI-BW-0001",
    rate: 7400,
    description:
      "A wide bowl hand-beaten from kansa bell metal, with a rim that rings softly when tapped. Fill it with floating flowers and candles for a welcoming entrance. It is also food-safe for serving.",
    category: "Bowls",
    images: [image("bowl", 1), image("bowl", 2), image("bowl", 3)],
    specifications: [
      { label: "Material", value: "Kansa bell metal" },
      { label: "Finish", value: "Hand-beaten, polished" },
      { label: "Dimensions", value: "Ø 28 x 10 cm" },
      { label: "Weight", value: "1.5 kg" },
      { label: "Care", value: "Clean with tamarind or lemon; dry at once" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Dhamrai, Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
  {
    name: "Mango Wood Fruit Bowl",
    size: "Ø 35 x 12 cm",
    code: "NI-BW-0007",
    rate: 2800,
    description:
      "A generous fruit bowl turned from mango wood, with a foot that lifts it off the table. The food-safe oil finish brings out warm honey tones. It anchors a kitchen island or a dining table centrepiece.",
    category: "Bowls",
    images: [image("bowl", 4), image("bowl", 5), image("bowl", 1), image("bowl", 6), image("bowl", 2)],
    specifications: [
      { label: "Material", value: "Mango wood" },
      { label: "Finish", value: "Food-safe mineral oil" },
      { label: "Dimensions", value: "Ø 35 x 12 cm" },
      { label: "Weight", value: "1.4 kg" },
      { label: "Care", value: "Hand wash; re-oil occasionally" },
    ],
    additionalInformation: [handmadeInBangladesh, deliveryStandard, returnsStandard],
  },
  {
    name: "Hand-Painted Shakher Hari Bowl",
    size: "Ø 30 x 14 cm",
    code: "NI-BW-0015",
    rate: 1950,
    description:
      "A clay bowl painted in the style of Rajshahi's shakher hari pots, with fish, birds and flowers in red, yellow and green. It is a cheerful decorative piece for potpourri, keys or dried lotus pods. It is for decoration only and not meant for food.",
    category: "Bowls",
    images: [image("bowl", 6), image("bowl", 3)],
    specifications: [
      { label: "Material", value: "Terracotta" },
      { label: "Finish", value: "Hand-painted, varnished" },
      { label: "Dimensions", value: "Ø 30 x 14 cm" },
      { label: "Colour", value: "Multicolour on red" },
    ],
    additionalInformation: [
      { label: "Origin", value: "Handmade in Rajshahi, Bangladesh" },
      deliveryStandard,
      returnsStandard,
    ],
  },
];
