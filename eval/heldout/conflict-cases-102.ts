import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 102 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: independent jewellers, goldsmiths and watch and clock repairers (ring resizing and claw
 * retipping, stone replacement and setting, bespoke commissions with deposits and balances, engraving,
 * pearl restringing, insurance valuations with carat weights and colour/clarity grades, diamond grading
 * reports, parcels to the Assay Office under a sponsor's mark, buying in scrap gold and silver by the
 * gram, chain orders from a bullion dealer, watch batteries and straps, watch services with pressure
 * tests and timegrapher rates, longcase and turret clocks, part-exchange, the Christmas window; job
 * bags, repair tickets, quotes, invoices and stock numbers).
 *
 * Styles: about half the messages are written the way the trade writes them: job bag lines, repair
 * tickets, valuation and certificate lines, commission and buy-in lines, order lines, collection notes,
 * terse one-liners in the trade's shorthand (JB, TKT, VALN, ENGR, COMM, BUY-IN, CERT, Q-, R/S, YG, WG,
 * RG, SS, plat, ct, TDW, RBC, dias, G/VS1, sz, dep, bal, pd, coll, svc, wks, batt, s/day, PX, Spec Del,
 * BACS), and emails with greetings and sign-offs; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: solitaire resize job bag; watch service repair ticket; locket engraving, all agreeing (no
 *   conflict); platinum ring insurance valuation; wedding band commission email; scrap gold buy-in, all
 *   agreeing (no conflict); battery and strap; half eternity stone replacement; Assay Office parcel;
 *   pearl restring; longcase clock collection, all agreeing (no conflict).
 * - paraphrase: carat and colour of gold, ring sizes in halves, claws, ready date; full service,
 *   water resistance in bar and metres, weeks; locket metal, price in words, collection day; platinum
 *   three-stone ring and total diamond weight; band metal and size; scrap weight, gram rate, bank
 *   transfer; strap width in words; stone size and working days; silver pendants and dispatch date;
 *   chain length in inches and centimetres, knotting; longcase and grandfather clock, date, 12-hour and
 *   24-hour time, call-out fee in words; a belcher chain order; amplitude in degrees; no water
 *   guarantee said twice; sterling silver bangle; a self-corrected strap width; an emerald and diamond
 *   cluster; a watch service's steps reordered.
 * - close: resize price; service price and deposit; clarity grade; band width and balance; strap
 *   price; stones to replace; rings in an assay parcel; restring price; Rolex collection time; ring
 *   size half a size apart; chain length; commission collection day; sapphire weight; timegrapher rate;
 *   job bag number; watch reference; bangle ready day (correction); brooch quote (correction).
 * - negation: engraving included with wedding bands; re-rhodium after a resize; no water-resistance
 *   guarantee before 1980 (said twice, no conflict); part-exchange on watches.
 * - correction: bangle ready day (in the parent); brooch restoration quote (in the branch); a strap
 *   width self-corrected in one message (no conflict).
 * - shared-words: two neighbouring job bags; a commission's deposit and balance; two customers' 9ct
 *   curb bracelets; last and next service of a turret clock; a ring's insurance value and window price;
 *   silver and gold buying prices.
 * - identifier: battery type; job bag number; watch reference; GIA report number; two neighbouring
 *   job bags (no conflict).
 * - list: a watch service's steps reordered (no conflict); the Christmas window.
 */
export const HELDOUT_CONFLICT_CASES_102: HeldOutConflictCase[] = [
  {
    name: "solitaire resize job bag: metal, sizes, claws and ready date agree, price differs",
    branch: ["JB 3318 – Mrs Okonjo – 18ct YG solitaire – R/S L½ to N – retip 4 claws – £68 – ready Thu 12/6 – SJ"],
    parent: [
      "Mrs Okonjo's eighteen-carat yellow gold solitaire is going up from L and a half to N, and we're retipping all four claws while it's on the bench; it's £78 and it'll be ready on Thursday 12 June.",
    ],
    conflicts: [["£68", "£78"]],
    paraphrases: [
      ["18ct YG", "eighteen-carat yellow gold"],
      ["L½ to N", "L and a half to N"],
      ["retip 4 claws", "retipping all four claws"],
      ["Thu 12/6", "Thursday 12 June"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "watch service repair ticket: service, gasket, pressure test and lead time agree, price and deposit differ",
    branch: [
      "REPAIR TKT W-0412 – Longines HydroConquest auto – full svc + new crown gasket – pressure test 30 bar – £420 – 6–8 wks – dep £100 pd",
    ],
    parent: [
      "The Longines HydroConquest is in for a full service and a new crown gasket, and it'll be pressure-tested to 300 metres. We quoted £440, six to eight weeks, and took a £150 deposit.",
    ],
    conflicts: [
      ["£420", "£440"],
      ["dep £100", "£150 deposit"],
    ],
    paraphrases: [
      ["full svc", "full service"],
      ["30 bar", "300 metres"],
      ["6–8 wks", "six to eight weeks"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "locket engraving: metal, wording, price and collection day all agree (no conflict)",
    branch: ["ENGR – 9ct RG oval locket – back – 'A & J 14.02.2015' – script – £35 – coll Sat"],
    parent: [
      "Hi Jess, the nine-carat rose gold oval locket is having 'A & J 14.02.2015' engraved on the back in script. That's thirty-five pounds, ready for collection on Saturday. Thanks, Maria",
    ],
    conflicts: [],
    paraphrases: [
      ["9ct RG", "nine-carat rose gold"],
      ["£35", "thirty-five pounds"],
      ["coll Sat", "collection on Saturday"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "platinum ring insurance valuation: ring, weight and value agree, clarity grade differs",
    branch: ["VALN 25/118 – Mr Hadley – plat 3-stone ring – 1.20ct TDW – G/VS1 – repl. value £8,450 – cert to follow"],
    parent: [
      "Mr Hadley's platinum three-stone ring came out at a total diamond weight of 1.2 carats, G colour and VS2 clarity, with a replacement value of £8,450 for his insurers.",
    ],
    conflicts: [["G/VS1", "VS2 clarity"]],
    paraphrases: [
      ["plat 3-stone ring", "platinum three-stone ring"],
      ["1.20ct TDW", "total diamond weight of 1.2 carats"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "wedding band commission email: metal, profile, size and deposit agree, width and balance differ",
    branch: [
      "Hi Priya, just confirming your commission: an 18ct white gold band, 3mm wide, D-shape, size P, with a £600 deposit today and the balance of £1,150 on collection. Kind regards, Tom",
    ],
    parent: ["COMM – Priya Shah – 18ct WG band – 2.5mm D-shape – sz P – dep £600 – bal £1,250 on coll"],
    conflicts: [
      ["3mm wide", "2.5mm"],
      ["balance of £1,150", "bal £1,250"],
    ],
    paraphrases: [
      ["18ct white gold band", "18ct WG band"],
      ["size P", "sz P"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "scrap gold buy-in: weight, rate, total and payment all agree (no conflict)",
    branch: ["BUY-IN – 9ct scrap – 23.4g @ £21.50/g = £503.10 – BACS – ID seen (driving licence)"],
    parent: [
      "We bought 23.4 grams of 9-carat scrap over the counter at £21.50 a gram, £503.10 in all, paid by bank transfer after checking his driving licence.",
    ],
    conflicts: [],
    paraphrases: [
      ["9ct scrap", "9-carat scrap"],
      ["23.4g", "23.4 grams"],
      ["£21.50/g", "£21.50 a gram"],
      ["BACS", "bank transfer"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "watch battery and strap: battery price and strap width agree, battery type and strap price differ",
    branch: ["Seiko quartz – batt SR626SW £18 – new 20mm black leather strap £25 – ready same day"],
    parent: [
      "The Seiko quartz is having a new SR621SW battery at £18 and a twenty-millimetre black leather strap at £28, both ready the same day.",
    ],
    conflicts: [
      ["SR626SW", "SR621SW"],
      ["strap £25", "strap at £28"],
    ],
    paraphrases: [["20mm black leather strap", "twenty-millimetre black leather strap"]],
    shapes: ["multi", "identifier", "close", "paraphrase"],
  },
  {
    name: "half eternity stone replacement: stone size, grade, price and time agree, number of stones differs",
    branch: ["JB 3402 – half eternity – replace 2 missing dias – 2.0mm RBC – match G/H SI – £140 – 10 working days"],
    parent: [
      "The half eternity ring needs three missing diamonds replaced with 2mm round brilliants matched to G/H SI; £140 and back to the customer in two working weeks.",
    ],
    conflicts: [["replace 2 missing dias", "three missing diamonds"]],
    paraphrases: [
      ["2.0mm RBC", "2mm round brilliants"],
      ["10 working days", "two working weeks"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Assay Office parcel: pendants, sponsor's mark and date agree, ring count differs",
    branch: ["Assay parcel – 12 x SS pendants + 4 x 9ct YG rings – sponsor mark TMJ – sent Mon 3/3 Spec Del"],
    parent: [
      "Posted to the Assay Office on Monday 3 March by special delivery: twelve sterling silver pendants and five 9ct yellow gold rings, all under our TMJ sponsor's mark.",
    ],
    conflicts: [["4 x 9ct YG rings", "five 9ct yellow gold rings"]],
    paraphrases: [
      ["12 x SS pendants", "twelve sterling silver pendants"],
      ["Mon 3/3", "Monday 3 March"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "pearl restring: silk, knotting and length agree, clasp and price differ",
    branch: ["Pearl necklace restring – silk, knotted between each pearl – 18in – new 9ct clasp – £55"],
    parent: [
      "We're restringing Mrs Ferris's pearls on silk with a knot between each pearl, 45cm long, keeping her old clasp, and it's £65.",
    ],
    conflicts: [
      ["new 9ct clasp", "keeping her old clasp"],
      ["£55", "£65"],
    ],
    paraphrases: [
      ["18in", "45cm"],
      ["knotted between each pearl", "a knot between each pearl"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "longcase clock collection: place, day, time, crew and fee all agree (no conflict)",
    branch: ["Collect longcase clock – Hill Farm, Ashby – Tues 8/7 2pm – 2 men + blankets – £90 call-out"],
    parent: [
      "We're fetching the grandfather clock from Hill Farm in Ashby on Tuesday 8 July at 14:00; two of us, with blankets, and ninety pounds for the call-out.",
    ],
    conflicts: [],
    paraphrases: [
      ["longcase clock", "grandfather clock"],
      ["Tues 8/7", "Tuesday 8 July"],
      ["2pm", "14:00"],
      ["£90 call-out", "ninety pounds for the call-out"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Rolex collection time an hour apart",
    branch: ["Mr Bell's Rolex has its new crystal fitted.", "He's coming in to collect it at 4pm tomorrow."],
    parent: [
      "Dear Mr Bell, good news: the new crystal is fitted and your Rolex is ready. We'll see you at 3pm tomorrow as arranged. Kind regards, Sam Jessop",
    ],
    conflicts: [["4pm", "3pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "engagement ring size half a size apart",
    branch: ["JB 3461 – L. Grant – eng ring – make to sz M"],
    parent: ["Lucy Grant measured at M½ on the sizer this morning, so that's the size for her engagement ring."],
    conflicts: [["sz M", "M½"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "belcher chain order line: chain and price agree, length differs",
    branch: ["ORDER – 1 x 9ct YG belcher chain 20in – £189 – Harlow Bullion"],
    parent: ["Ordered one nine-carat yellow gold belcher chain, 18 inches, £189, from Harlow Bullion."],
    conflicts: [["20in", "18 inches"]],
    paraphrases: [["1 x 9ct YG belcher chain", "one nine-carat yellow gold belcher chain"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "commission collection a day apart",
    branch: ["The Anand commission is being collected on Friday 21 November."],
    parent: ["COLL – Anand commission – Sat 22/11 – AM"],
    conflicts: [["Friday 21 November", "Sat 22/11"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "centre sapphire weight for a cluster ring",
    branch: ["STONE – Wren cluster – centre: Ceylon oval sapphire 0.85ct"],
    parent: ["The Ceylon oval sapphire for the centre of the Wren cluster weighs 0.82 carats."],
    conflicts: [["0.85ct", "0.82 carats"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "timegrapher rate after regulation: amplitude agrees, rate differs",
    branch: ["Timegrapher after regulation: +4 s/day dial up, amplitude 285°."],
    parent: ["After regulating the Tissot it's running six seconds a day fast dial up, amplitude 285 degrees."],
    conflicts: [["+4 s/day", "six seconds a day fast"]],
    paraphrases: [["285°", "285 degrees"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "job bag number with two digits swapped",
    branch: ["Mrs Dale's gate bracelet is in job bag 4471, waiting for the safety chain."],
    parent: ["Put Mrs Dale's gate bracelet into JB 4417 – it's waiting on a safety chain."],
    conflicts: [["job bag 4471", "JB 4417"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "watch reference differs in its last letter",
    branch: ["The Tudor's reference is 79230N and the box and papers match it."],
    parent: ["Box and papers match the Tudor, reference 79230B."],
    conflicts: [["79230N", "79230B"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "GIA report number for a one-carat round",
    branch: ["GIA report no. 2215638804 goes with the 1.01ct round brilliant."],
    parent: ["CERT – 1.01ct RBC – GIA 2215638840"],
    conflicts: [["2215638804", "GIA 2215638840"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "engraving included with wedding bands or not",
    branch: [
      "Hi all, reminder for the counter: engraving is included free with any wedding band bought this month. Thanks, Maria",
    ],
    parent: ["This month engraving isn't included with wedding bands; it's £2 a letter."],
    conflicts: [["engraving is included free", "engraving isn't included"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "re-rhodium after a resize or not",
    branch: ["JB 3455 – 18ct WG halo – R/S J to K – re-rhodium after"],
    parent: ["We won't re-rhodium the white gold halo after the resize; the customer wants it left as it is."],
    conflicts: [["re-rhodium after", "won't re-rhodium"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "no water-resistance guarantee on older watches, said on both sides (no conflict)",
    branch: ["We don't guarantee water resistance on any watch older than 1980, even after a service."],
    parent: ["Shop policy: no water-resistance guarantee on watches made before 1980."],
    conflicts: [],
    paraphrases: [
      ["don't guarantee water resistance", "no water-resistance guarantee"],
      ["older than 1980", "made before 1980"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "part-exchange on watches accepted or not",
    branch: ["PX accepted on pre-owned watches against any new purchase over £500."],
    parent: ["We don't accept watches in part-exchange any more, whatever the purchase."],
    conflicts: [["PX accepted", "We don't accept watches in part-exchange"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "bangle ready day corrected in the parent",
    branch: ["Told Mrs Hartley her silver bangle will be ready on Tuesday 14 October."],
    parent: [
      "JB 3390 – Hartley – SS bangle – solder split – ready Tues 14/10",
      "Update on Mrs Hartley's bangle: the joint needs soldering again, so it won't be ready until Thursday 16 October.",
    ],
    conflicts: [["Tuesday 14 October", "Thursday 16 October"]],
    paraphrases: [["silver bangle", "SS bangle"]],
    shapes: ["correction", "close", "paraphrase"],
  },
  {
    name: "brooch restoration quote corrected in the branch",
    branch: [
      "Quote for the Beech family's Victorian brooch restoration: £260.",
      "Sorry, I read the wrong line on the sheet: the brooch restoration is £290, not £260.",
    ],
    parent: ["Q-1187 – Beech – Victorian brooch – restore + re-pin – £260"],
    conflicts: [["£290", "£260"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "strap width self-corrected in one message (no conflict)",
    branch: ["Mr Osei's strap is 22mm, no, sorry, 20mm; I measured between the lugs again."],
    parent: ["Mr Osei needs a twenty-millimetre strap for his Citizen."],
    conflicts: [],
    paraphrases: [["20mm", "twenty-millimetre"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "two neighbouring job bags (no conflict)",
    branch: ["JB 5120 – Pearce – 9ct YG signet – R/S K to L – £45"],
    parent: ["Job bag 5121 is the Carter curb chain: two broken links to solder, £30."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "a commission's deposit and balance (no conflict)",
    branch: ["DEP – Lowe pendant comm – £250 pd"],
    parent: ["Balance still due on the Lowe pendant commission: £475, on collection."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two customers' 9ct curb bracelets (no conflict)",
    branch: ["Mrs Patel's 9ct curb bracelet needs a new safety chain, £25."],
    parent: ["JB – Mrs Khan – 9ct curb bracelet – new bolt ring – £30"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "last and next service of the town hall turret clock (no conflict)",
    branch: ["The town hall turret clock was last serviced in March 2023."],
    parent: [
      "Dear Mr Price, just a note that the town hall turret clock is next due for a service in March 2025; we'll be in touch nearer the time. Best wishes, Alan Jessop",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a ring's insurance value and its window price (no conflict)",
    branch: ["VALN – emerald & dia cluster (stock 2281) – insurance value £3,200"],
    parent: ["The emerald and diamond cluster, stock 2281, is priced at £2,450 in the window."],
    conflicts: [],
    paraphrases: [["emerald & dia cluster", "emerald and diamond cluster"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "silver and gold buying prices on the same day (no conflict)",
    branch: ["BUY PRICE – silver – 52p/g today"],
    parent: ["9ct gold buying price today: £21.50 a gram."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a watch service's steps reordered (no conflict)",
    branch: ["Every full service covers: strip, clean, oil, demagnetise, regulate, pressure test."],
    parent: ["A full service means we demagnetise, strip, clean, pressure test, oil and regulate the watch."],
    conflicts: [],
    paraphrases: [
      [
        "strip, clean, oil, demagnetise, regulate, pressure test",
        "demagnetise, strip, clean, pressure test, oil and regulate",
      ],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "Christmas window pieces, one different",
    branch: ["XMAS WINDOW – sapphire cluster / pearl drop earrings / Tudor Black Bay / ruby eternity"],
    parent: [
      "For the Christmas window we're putting in the ruby eternity ring, the pearl drop earrings, the Tudor Black Bay and the emerald cluster.",
    ],
    conflicts: [["sapphire cluster", "emerald cluster"]],
    paraphrases: [],
    shapes: ["list"],
  },
];
