import { templateCategories } from "#app/features/templates/templates.copy";
import { categoryHues } from "#app/features/templates/template-art";
import { SparkGlyph } from "#app/shared/visuals/spark";

/** Decorative: the tile's text says what the library holds. */
export function TemplateShelf() {
  const categories = templateCategories.filter((category) => category.id !== "all");
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {categories.map((category, index) => (
        <li
          key={category.id}
          className="rounded-card bg-surface shadow-card overflow-hidden"
          style={{ "--enter-order": index } as React.CSSProperties}
        >
          <span
            className={`art art-${categoryHues[category.id] ?? "sand"} flex h-14 items-end p-2.5`}
          >
            <span className="bg-surface/85 inline-flex size-6 items-center justify-center rounded-full">
              <SparkGlyph className="text-brand-500 size-3" />
            </span>
          </span>
          <span className="text-ink block px-3 py-2.5 text-xs leading-tight font-semibold">
            {category.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
