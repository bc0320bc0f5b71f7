/**
 * A deliberately light English stemmer: plural -s/-es/-ies, -ing, -ed and a trailing -e, so that
 * "codes", "coded" and "coding" meet "code". It never touches tokens with digits (identifiers such
 * as "orchid-7" or "v1.2" must match exactly) nor words of three letters or fewer.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith("ing") && isStem(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("ed") && isStem(w.slice(0, -2))) w = undouble(w.slice(0, -2));

  // "use", "used" and "using" all end up without the e, so they agree.
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** A plausible stem: three letters or more with a vowel ("sing" must not become "s"). */
function isStem(s: string): boolean {
  return s.length >= 3 && /[aeiouy]/.test(s);
}

/** "runn" -> "run", "stopp" -> "stop"; "fall" and "pass" keep their double letter. */
function undouble(s: string): string {
  return /([^aeiouls])\1$/.test(s) ? s.slice(0, -1) : s;
}
