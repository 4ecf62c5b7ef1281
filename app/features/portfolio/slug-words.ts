/** The portfolio detail heading is the slug's words: "kitchen-cabinet-design" reads "Kitchen Cabinet Design". */
export function slugWords(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
