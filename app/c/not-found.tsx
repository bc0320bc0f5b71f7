import { NotFoundPage } from "@/components/ui/not-found-page";

/** A conversation that does not exist, or one not shared with this user (the guard answers the same). */
export default function ConversationNotFound() {
  return <NotFoundPage>That conversation does not exist. It may have been deleted.</NotFoundPage>;
}
