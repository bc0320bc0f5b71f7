/**
 * Small talk that states no fact worth recalling: the filler of long-history tests (a user's
 * turns between the facts a test plants and asks for).
 */
export const SMALL_TALK: readonly string[] = [
  "The canal froze over near the bridge last night.",
  "My cousin sent photos of the harbour festival.",
  "I finally fixed the squeaky hinge on the shed door.",
  "The bakery on the corner started selling rye bread.",
  "We watched a documentary about lighthouses.",
  "The neighbours' dog barked at the postman again.",
  "I reorganised the bookshelf by colour.",
  "The train was twelve minutes late this morning.",
];
