import { HOME_PREVIEW_COUNT } from "../../../common/constants";
import { AccessoryCardSkeleton, accessoryGridClassName } from "./accessory-card-skeleton";

/** The home preview's 8 skeleton cards while loading (SPEC section 9). */
export function PreviewSkeleton() {
  return (
    <>
      <ul className={accessoryGridClassName} aria-hidden="true">
        {Array.from({ length: HOME_PREVIEW_COUNT }, (_, index) => (
          <li key={index}>
            <AccessoryCardSkeleton />
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        Loading accessories...
      </p>
    </>
  );
}
