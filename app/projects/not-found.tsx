import { NotFoundPage } from "@/components/ui/not-found-page";

/** A project that does not exist, or one not shared with this user (the guard answers the same). */
export default function ProjectNotFound() {
  return <NotFoundPage>That project does not exist. It may have been deleted.</NotFoundPage>;
}
