import { Link } from "react-router";
import { useDocumentTitle } from "./use-document-title.ts";

interface NotFoundStateProps {
  title: string;
  message: string;
  linkTo: string;
  linkLabel: string;
}

/** A page whose subject does not exist (an unknown helper or category), with a way on. */
export function NotFoundState({ title, message, linkTo, linkLabel }: NotFoundStateProps) {
  useDocumentTitle(title);
  return (
    <div className="container-page flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl text-brand-800">{title}</h1>
      <p className="max-w-md text-lg text-muted">{message}</p>
      <Link to={linkTo} className="btn btn-primary">
        {linkLabel}
      </Link>
    </div>
  );
}
