export { markdownHeading, splitSentences } from "./sentences";
export { headsNext } from "./passages";
export { contentWords, contentTokens, tokensByLine, type ContentToken, type TokenOptions } from "./tokens";
export { createBm25, type Bm25Hit, type Bm25Index, type Bm25Options } from "./bm25";
export { STOPWORDS, isStopword } from "./stopwords";
export { stem } from "./stem";
export {
  allAs,
  endsAs,
  hasDigit,
  holds,
  isDigits,
  LINE_BREAK,
  madeOf,
  squeezeSpaces,
  stripEdges,
  SPACES,
  startsUpper,
  trimTo,
  wordsAsWritten,
} from "./chars";
