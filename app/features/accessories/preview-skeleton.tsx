import { HOME_PREVIEW_COUNT } from "../../../common/constants";
import { AccessoryGridSkeleton } from "./accessory-card-skeleton";

/** The home preview's 8 skeleton cards while loading (docs/product.md#constants). */
export function PreviewSkeleton() {
  return <AccessoryGridSkeleton count={HOME_PREVIEW_COUNT} />;
}
