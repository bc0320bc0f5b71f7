declare module "wink-porter2-stemmer" {
  /** Martin Porter's English (Porter2) stemmer: "reservations" and "reserve" are "reserv". */
  const stem: (word: string) => string;
  export default stem;
}
