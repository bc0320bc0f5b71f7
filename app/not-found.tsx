import { NotFoundPage } from "@/components/ui/not-found-page";

/** Any address with nothing for this user (an unknown path, or a page such as /admin they may not open). */
export default function NotFound() {
  return <NotFoundPage>There is no page at this address.</NotFoundPage>;
}
