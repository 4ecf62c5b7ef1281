import { HOME_PREVIEW_COUNT } from "../../../common/constants";
import { AccessoryGridSkeleton } from "./accessory-card-skeleton";

/** The home preview's 8 skeleton cards while loading (SPEC section 9). */
export function PreviewSkeleton() {
  return <AccessoryGridSkeleton count={HOME_PREVIEW_COUNT} />;
}
