import type { ReactNode } from "react";
import { useDocumentTitle } from "../../components/use-document-title.ts";

/**
 * The banner of the about and contact pages (product §2): a drawing with the page's h1 and its
 * line set over it as HTML, so the words stay sharp, translatable and read out. The drawing
 * has its size written down, so the page does not move when it arrives; phones get a taller
 * crop that keeps the house in view and leaves the sky for the words.
 */
export function ContentBanner({
  title,
  image,
  children,
}: {
  title: string;
  image: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="container-page pt-6 md:pt-8">
      <div className="on-dark relative overflow-hidden rounded-3xl bg-brand-800 shadow-card">
        <img
          src={image}
          alt=""
          width={1200}
          height={400}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-cover object-[80%_50%] sm:aspect-[3/1]"
        />
        <div className="absolute inset-0 flex flex-col justify-start bg-linear-to-b from-ink/50 to-transparent p-6 text-white sm:justify-center sm:bg-linear-to-r md:p-12">
          <h1 className="max-w-xl font-bold text-3xl tracking-tight drop-shadow md:text-5xl">
            {title}
          </h1>
          <p className="mt-2 max-w-md text-lg drop-shadow md:text-xl">{children}</p>
        </div>
      </div>
    </div>
  );
}
