import { checkBatchKeys } from "./batch-keys";

/**
 * The key check of batch r20 (eval/real/questions.ts) and nothing else: its documents (Privoxy's and
 * ExifTool's, fetched with apt as the suite fetches them) read as the import reads them, and every
 * key of every r20 question looked up with the suite's `containsKey` in those products' text. No
 * answer is asked for and no baseline is ranked: the integrator scores the batch once with
 * `npm run eval -- --suite real`. Exit 1 when a key is missing or the batch's shape changed.
 *
 *   npx tsx --conditions=react-server eval/heldout/r20-keys.ts          # r20's keys in its two products
 *   npx tsx --conditions=react-server eval/heldout/r20-keys.ts --all    # every question's keys in every
 *                                                                       # document: the suite's own first step
 */
void checkBatchKeys({ batch: "r20", products: { privoxy: ["privoxy"], exiftool: ["libimage-exiftool-perl"] } });
