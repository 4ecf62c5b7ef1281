export { AccessoriesPreview } from "./accessories-preview";
