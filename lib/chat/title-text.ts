const FILLER = /^(?:(?:hi|hey|hello|ok(?:ay)?|so|well|please|thanks|thank you)[,!.]?\s+)+/i;
const ASK =
  /^(?:(?:can|could|would|will) you(?: please)?|please|i (?:want|need|would like) (?:you )?to|help me(?: to)?|let'?s)\s+/i;

/**
 * A title from a branch's opening prompt: its first sentence without greetings, "can you" and
 * Markdown, cut to about six words, first letter capitalised. Pure, so the client can show it too.
 *
 * @example titleFromPrompt("Hi! Can you compare Postgres and SQLite for us?") // "Compare Postgres and SQLite for us?"
 */
export function titleFromPrompt(prompt: string): string {
  const plain = prompt
    .replace(/```[\s\S]*?(```|$)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~[\]|]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const sentence = plain.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? plain;
  let text = sentence.replace(FILLER, "").replace(ASK, "").trim();
  if (text.length < 3) text = plain;
  const words = text.split(" ").filter(Boolean);
  if (words.length === 0) return "New branch";
  const head = words
    .slice(0, 6)
    .join(" ")
    .replace(/[,;:]+$/, "");
  const title = words.length > 6 ? `${head}…` : head;
  return title.charAt(0).toUpperCase() + title.slice(1);
}
