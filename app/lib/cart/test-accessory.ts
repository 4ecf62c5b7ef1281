import type { Accessory } from "../../../common/catalogue";

/** A complete accessory as the API sends it, for the cart and checkout tests. */
export function testAccessory(overrides: Partial<Accessory> & Pick<Accessory, "_id">): Accessory {
  return {
    name: `Accessory ${overrides._id}`,
    size: "30 x 30 cm",
    code: `NI-${overrides._id}`,
    rate: 1000,
    images: [{ _id: `${overrides._id}-image`, imageUrl: "/images/accessories/vase-1-800.jpg" }],
    image: { imageUrl: "/images/accessories/vase-1-800.jpg" },
    specifications: [{ _id: `${overrides._id}-spec`, label: "Material", value: "Clay" }],
    additionalInformation: [{ _id: `${overrides._id}-info`, label: "Origin", value: "Dhaka" }],
    description: "A test accessory.",
    category: "Vases",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
