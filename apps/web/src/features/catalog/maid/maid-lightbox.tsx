import Lightbox, { type SlideImage } from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";

/** The gallery's lightbox with previous and next (product §2), in a chunk of its own. */
export default function MaidLightbox(props: {
  open: boolean;
  index: number;
  close: () => void;
  slides: SlideImage[];
}) {
  return <Lightbox {...props} />;
}
