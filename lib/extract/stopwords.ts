import { SPACES } from "./chars";
/**
 * English stopwords: articles, pronouns, auxiliaries, prepositions, conjunctions, question words
 * and a few conversational fillers ("please", "tell", "remind"). They carry no topic, so removing
 * them makes lexical matching score what a message is about rather than how it is phrased.
 */
const WORDS = `
a an the this that these those there here
i me my mine myself we us our ours ourselves you your yours yourself yourselves
he him his himself she her hers herself it its itself they them their theirs themselves
one ones someone something anyone anything everyone everything nobody nothing
what which who whom whose when where why how whatever whichever whoever wherever whenever
am is are was were be been being
do does did doing done
have has had having
can could will would shall should may might must
ought need dare
not no nor yes
and or but if then else so than too very just also only even still yet
of at by for with about against between into through during before after above below
to from up down in out on off over under again further once
all any both each few more most other some such own same
as until while because since unless although though
s t d ll m re ve
cannot e.g i.e etc
please tell remind explain describe give show let know recall remember say said
thanks thank hi hello hey ok okay sure well
get got like really actually maybe
`;

/** The stopword set, lowercase. */
export const STOPWORDS: ReadonlySet<string> = new Set(WORDS.split(SPACES).filter(Boolean));

/** True when `word` (any case) is a stopword. */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}
