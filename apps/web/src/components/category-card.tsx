import type { Category } from "@sahayi/contract";
import { imageVariant } from "@sahayi/contract/images";
import { Link } from "react-router";
import { srcSetOf } from "../lib/images.ts";
import { paths } from "../lib/paths.ts";

/**
 * A service category's picture and name, opening that category's page. `sizes` is the
 * picture's width in the layout around it, for the browser's choice from the srcset.
 */
export function CategoryCard({ category, sizes }: { category: Category; sizes: string }) {
  return (
    <Link
      to={paths.category.href(category)}
      className="group block overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-sand"
    >
      <img
        src={imageVariant(category.image, "card")}
        srcSet={srcSetOf(category.image)}
        sizes={sizes}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-sand object-cover transition duration-300 group-hover:scale-[1.03]"
      />
      <span
        className="block border-t-4 px-4 py-3 font-semibold text-ink break-words group-hover:text-brand-700 sm:text-lg"
        style={{ borderColor: category.color }}
      >
        {category.name}
      </span>
    </Link>
  );
}
