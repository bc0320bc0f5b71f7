import { contentWords } from "@/lib/text";
import { capitalisedNames, valuesIn } from "./offline-about";

/**
 * What carries no fact: acknowledgements, pleasantries, assistants' framing, and sentences with
 * nothing specific and under two content words. Condensed notes and leaf summaries leave them out.
 */

/** Whole-sentence acknowledgements and pleasantries. */
const ACK =
  /^(?:(?:ok(?:ay)?|thanks?(?: you)?(?: so much)?|thank you|got it|sounds good|great|perfect|cool|nice|sure(?: thing)?|noted|understood|will do|yes|yep|yeah|no problem|alright|all right|good|right|makes sense|of course|awesome|excellent|lovely|fine|agreed|exactly|indeed|hello|hi|hey)[\s,.!]*)+$/i;
/** Framing that carries nothing: pleasantries and promises about the conversation itself. */
const FILLER =
  /^(?:(?:happy|glad) to help|let me know\b|hope (?:this|that) helps|great question|feel free\b|i(?:'ll| will) keep (?:this|that) in mind|i(?:'ll| will) remember (?:this|that)|is there anything else|anything else\b|here(?:'s| is) (?:a |the )?summary|sure,? here)/i;

/** True for an acknowledgement, a pleasantry or a sentence with nothing specific and under two content words. */
export function isFiller(sentence: string): boolean {
  const s = sentence.trim();
  if (ACK.test(s) || FILLER.test(s)) return true;
  if (valuesIn(s).length > 0 || capitalisedNames(s).length > 0) return false;
  return contentWords(s, { stem: false }).length < 2;
}
