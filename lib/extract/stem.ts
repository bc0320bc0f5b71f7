import { hasDigit } from "./chars";
/**
 * A deliberately light English stemmer: plural -s/-es/-ies, -ing, -ed and a trailing -e, so that
 * "codes", "coded" and "coding" meet "code". It never touches tokens with digits (identifiers such
 * as "orchid-7" or "v1.2" must match exactly) nor words of three letters or fewer.
 */
export function stem(word: string): string {
  if (hasDigit(word)) return word;
  // An irregular verb form meets its regular forms: "wrote" and "written" are "write".
  const base = IRREGULAR.get(word);
  if (base) return stem(base);
  if (word.length <= 3) return word;
  let w = singular(word);

  if (w.endsWith("ing") && isStem(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("ed") && isStem(w.slice(0, -2))) w = undouble(w.slice(0, -2));

  // "use", "used" and "using" all end up without the e, so they agree.
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/**
 * A plural's singular, the one reader of a plural ending: "-ies" ("queries": "query"), "-es" after
 * "ss", "x", "z", "ch" or "sh" ("processes", "boxes"), "-s" but not "-ss", "-us" or "-is" ("keys";
 * "status", "class" and "analysis" stay). A word that is no plural is returned as it is.
 */
export function singular(word: string): string {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  const base = word.slice(0, -2);
  if (word.endsWith("es") && endsWithAny(base, "ss", "x", "z", "ch", "sh")) return base;
  if (word.endsWith("s") && !endsWithAny(word, "ss", "us", "is")) return word.slice(0, -1);
  return word;
}

/** Whether `word` ends with one of `endings`. */
function endsWithAny(word: string, ...endings: string[]): boolean {
  return endings.some((end) => word.endsWith(end));
}

/**
 * Irregular past forms of common verbs, to their base form (only forms that are not also another
 * common word: "left", "bit", "saw", "rose", "lay" and "found" stay as written).
 */
const IRREGULAR = new Map<string, string>(
  (
    "wrote:write written:write chose:choose chosen:choose took:take taken:take gave:give given:give " +
    "began:begin begun:begin knew:know known:know drew:draw drawn:draw grew:grow grown:grow threw:throw " +
    "thrown:throw broke:break broken:break spoke:speak spoken:speak stole:steal stolen:steal froze:freeze " +
    "frozen:freeze forgot:forget forgotten:forget hid:hide hidden:hide drove:drive driven:drive " +
    "shook:shake shaken:shake ran:run came:come went:go gone:go seen:see did:do done:do made:make " +
    "built:build sent:send kept:keep held:hold told:tell sold:sell bought:buy brought:bring " +
    "thought:think taught:teach caught:catch meant:mean paid:pay spent:spend stood:stand " +
    "understood:understand won:win wound:wind fell:fall fallen:fall ate:eat eaten:eat"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

/** A plausible stem: three letters or more with a vowel ("sing" must not become "s"). */
function isStem(s: string): boolean {
  return s.length >= 3 && [..."aeiouy"].some((vowel) => s.includes(vowel));
}

/** "runn" -> "run", "stopp" -> "stop"; "fall" and "pass" keep their double letter. */
function undouble(s: string): string {
  const last = s.at(-1);
  return last !== undefined && last === s.at(-2) && !"aeiouls".includes(last) ? s.slice(0, -1) : s;
}
