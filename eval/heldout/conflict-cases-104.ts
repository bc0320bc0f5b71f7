import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 104 (issue 36), written by a helper that had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: swimming pool and hot tub firms (pool builders, liner fitters and pool service companies, hot
 * tub showrooms and installers: weekly and monthly service rounds and job sheets; water balance, free
 * chlorine, pH and salt readings; sand filters, cartridges, pumps, seal kits and heat pumps; liner
 * replacements, slatted and solar covers and sandstone coping; spring opening and winterising visits
 * and their van kits; hot tub quotes, deliveries with crane lifts, electrics, options, starter packs,
 * serial numbers and warranty claims; hotel, gym and leisure-centre plant rooms on account terms;
 * chemical wholesaler orders; deposits, balances, invoices and key safe codes; the showroom's open
 * weekend and Saturday opening).
 *
 * Styles: about half the messages are written the way the trade writes them: job sheet lines, quote
 * and works order lines, purchase orders, delivery and collection notes, van kit lists, terse
 * one-liners in the trade's shorthand (JS, Q-, W/O, PO, INV, svc, wkly, mthly, HT, HP, ASHP, BW, sand
 * filt, Cl, chlor, chems, ppm, SW, techs, engs, sparky, s/n, cust, coll, del, inst, dep, bal, pd, a/c,
 * incl, NOT incl, w/c, wks, wknd, no., BACS, plant rm), and emails with greetings and sign-offs; the
 * rest are plain sentences.
 *
 * Topics by shape:
 * - multi: Marsh weekly service job sheet (heat pump setting differs); Hollins hot tub delivery, all
 *   agreeing (no conflict); Pryor liner quote (liner thickness differs); Greaves heat pump install
 *   (output and side of the pool house differ); Aquachem chemical order, all agreeing (no conflict);
 *   Riverside Hotel spa contract (visit days and payment terms differ); Lowe spring opening (start time
 *   differs); Nwosu hot tub quote (price and deposit differ); Obi warranty claim (serial number and
 *   fault differ); Brookfield Leisure plant room service (engineers and UV lamp differ); Ridley starter
 *   pack (cartridge count differs); Adeyemi coping, all agreeing (no conflict).
 * - paraphrase: service day and chlorine; tub size, litres, date in figures and morning window;
 *   quote number, liner size in metres and fitting week; install date and price in k; order number,
 *   tubs, bottles and a dozen in words, delivery day; visits a week in words; start date, techs in
 *   words, litres against cubic metres; cover length in metres and centimetres; seats in words,
 *   delivered and installed; no steps said twice; 32A and 32 amp; self-corrected deposit in words;
 *   invoice number and bank transfer; winter chemicals; service date, start time in 12-hour and
 *   24-hour clock and price plus VAT; a kilo, half a litre, test strips; coping thickness and length in
 *   mm and cm, count and a fortnight.
 * - close: heat pump 28C/29C; liner 0.8mm/0.75mm; opening start 8:15/8:45; showroom tubs 12/13;
 *   cover width 4.2 m/400cm; cartridge collection 14:30/2.45pm; hot tub price £6,495/£6,695 and
 *   deposit 50%/40%; seal kit SK-2047/SK-2074; key safe 4821/4812.
 * - negation: chemicals included in a monthly service; no steps with a hot tub (said twice, no
 *   conflict); electrician needed for a hot tub supply; showroom open on Saturdays in January; UV lamp
 *   change included in a plant room service.
 * - correction: heat pump service moved a day (in the parent); pump size corrected (in the branch); a
 *   deposit self-corrected in one message (no conflict); a gym pool deep clean moved a week (in the
 *   parent); liner fitters made three (in the branch).
 * - shared-words: two customers called Jackson in Elm Road and Elm Grove; solar cover reels each and
 *   in total; a pool build's deposit and balance; a hotel's indoor and outdoor pools; two hot tubs at
 *   one holiday cottage; two neighbouring job sheets for Ryder and Rider (all no conflict).
 * - identifier: quote number written two ways (agreeing); purchase order number written two ways
 *   (agreeing); seal kit part number; hot tub
 *   serial number; two neighbouring job sheets (no conflict); invoice number written two ways (no
 *   conflict); key safe code.
 * - list: Riverside visit days (one differs); Hale opening kit (one item differs); Yates winter kit
 *   reordered (no conflict); Osei hot tub options (one differs); Ridley starter pack (one count
 *   differs).
 *
 * Counts: 36 cases, 28 planted conflicts (23 cases with at least one, 5 of them with two), 39
 * paraphrases, 13 cases without any conflict (3 of them multi cases with everything agreeing). Cases per
 * shape (a case can carry several): multi 12, paraphrase 17, close 9, negation 5, correction 5,
 * shared-words 6, identifier 7, list 5.
 *
 * What the author read: the type definitions and their doc comment at the top of ./conflict-cases.ts,
 * and the ConflictCase interface with its doc comment at the top of ../conflict-cases.ts (lines 1-16
 * only); the header comments of sets 2 to 103 (the full headers printed, with the middle of that
 * listing cut off by the terminal, plus a grep of every header for its "Field:" line and for candidate
 * fields such as pools, hot tubs, scaffolding and pianos); the first two cases of set 103 for their
 * format. One slip: printing the top of ./conflict-cases.ts ran past its type definitions to line 95,
 * so the first eight cases of that set (a festival stage, a translation cap, an office move, a venue
 * walkthrough, contractors, a retro, a workshop, an early-bird discount) were seen; none of their
 * sentences is reused here.
 */
export const HELDOUT_CONFLICT_CASES_104: HeldOutConflictCase[] = [
  {
    name: "Marsh weekly service job sheet",
    branch: [
      "JS 2207 Marsh, 14 Orchard Rise: wkly svc Tue, pH 7.4, free Cl 2 ppm, BW sand filt, HP set 28C, cover on when leaving.",
    ],
    parent: [
      "Job sheet 2207 for the Marsh pool at 14 Orchard Rise: weekly service on Tuesdays, pH to 7.4, free chlorine at 2 ppm, heat pump set to 29C, cover on when leaving.",
    ],
    conflicts: [["HP set 28C", "heat pump set to 29C"]],
    paraphrases: [
      ["wkly svc Tue", "weekly service on Tuesdays"],
      ["free Cl 2 ppm", "free chlorine at 2 ppm"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Hollins hot tub delivery, all agreeing",
    branch: [
      "Hi Dan, confirming the Hollins hot tub: a 5-seater, 2,000 litre tub, delivered on 3 December between 8 and 10 in the morning, with a crane lift over the garage. Cheers, Megan",
    ],
    parent: ["HT del Hollins: 5 seat, 2000L, 03/12, 08:00-10:00, crane lift over garage."],
    conflicts: [],
    paraphrases: [
      ["a 5-seater", "5 seat"],
      ["2,000 litre", "2000L"],
      ["3 December", "03/12"],
      ["between 8 and 10 in the morning", "08:00-10:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Pryor liner replacement quote",
    branch: ["Q-3318 Pryor liner replace: 10x5m, 0.8mm blue mosaic liner, £4,850 incl VAT, fit w/c 14 April."],
    parent: [
      "Quote 3318 for the Pryor liner: the pool is 10 by 5 metres, 0.75mm blue mosaic liner, £4,850 incl VAT, fitting the week commencing 14 April.",
    ],
    conflicts: [["0.8mm", "0.75mm"]],
    paraphrases: [
      ["10x5m", "10 by 5 metres"],
      ["Q-3318", "Quote 3318"],
      ["fit w/c 14 April", "fitting the week commencing 14 April"],
    ],
    shapes: ["multi", "close", "paraphrase", "identifier"],
  },
  {
    name: "Greaves heat pump install",
    branch: [
      "The Greaves heat pump install is a 17 kW air source unit going on the left side of the pool house, on Thursday 6 March, and the price is £3,200 fitted.",
    ],
    parent: ["W/O 6034 Greaves HP inst: 21kW air source, right side of pool house, Thu 06/03, £3.2k fitted."],
    conflicts: [
      ["17 kW", "21kW"],
      ["left side of the pool house", "right side of pool house"],
    ],
    paraphrases: [
      ["Thursday 6 March", "Thu 06/03"],
      ["£3,200 fitted", "£3.2k fitted"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Aquachem chemical order, all agreeing",
    branch: ["PO 5521 Aquachem: 4 x 25kg chlor granules, 2 x 5L pH minus, 1 doz test strip tubs, del Fri."],
    parent: [
      "Our order 5521 with Aquachem is four 25 kg tubs of chlorine granules, two 5-litre bottles of pH minus and twelve tubs of test strips, for delivery on Friday.",
    ],
    conflicts: [],
    paraphrases: [
      ["PO 5521", "order 5521"],
      ["4 x 25kg chlor granules", "four 25 kg tubs of chlorine granules"],
      ["2 x 5L pH minus", "two 5-litre bottles of pH minus"],
      ["1 doz test strip tubs", "twelve tubs of test strips"],
      ["del Fri", "delivery on Friday"],
    ],
    shapes: ["multi", "paraphrase", "identifier"],
  },
  {
    name: "Riverside Hotel spa pool service contract",
    branch: [
      "Dear Karen, for the Riverside Hotel spa pool we'll do three visits a week, Monday, Wednesday and Friday, at £1,150 a month on 30-day terms. Kind regards, Sam",
    ],
    parent: ["Riverside Hotel spa a/c: 3 visits/wk Mon/Wed/Sat, £1,150 a month, 14-day terms."],
    conflicts: [
      ["Monday, Wednesday and Friday", "Mon/Wed/Sat"],
      ["30-day terms", "14-day terms"],
    ],
    paraphrases: [["three visits a week", "3 visits/wk"]],
    shapes: ["multi", "list", "paraphrase"],
  },
  {
    name: "Lowe pool spring opening visit",
    branch: [
      "The opening visit at the Lowe pool is an 8:15 start on Saturday 22 March with two techs: cover off, top up about 5,000 litres and a shock dose.",
    ],
    parent: ["Lowe open-up Sat 22/03, 8:45 start, 2 techs: cover off, top up approx 5 m3, shock."],
    conflicts: [["an 8:15 start", "8:45 start"]],
    paraphrases: [
      ["Saturday 22 March", "Sat 22/03"],
      ["two techs", "2 techs"],
      ["about 5,000 litres", "approx 5 m3"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "hot tubs on display for the spring open weekend",
    branch: ["We've got 12 hot tubs on display in the showroom for the spring open weekend."],
    parent: ["Spring open wknd: 13 HTs on display in showroom."],
    conflicts: [["12 hot tubs", "13 HTs"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Ashworth slatted cover size",
    branch: ["The slatted cover for the Ashworth pool is 9.5 m long and 4.2 m wide."],
    parent: ["Ashworth slatted cover: 950cm x 400cm, order placed with the factory."],
    conflicts: [["4.2 m wide", "400cm"]],
    paraphrases: [["9.5 m long", "950cm"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "Ferris cartridge collection time",
    branch: ["Ferris coll replacement cartridge 14:30."],
    parent: ["Mr Ferris is picking up his replacement cartridge filter at 2.45pm on Wednesday."],
    conflicts: [["14:30", "2.45pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Nwosu hot tub quote",
    branch: ["Q-3402 Nwosu: Aurora 6-seat HT, £6,495 del + install, 50% dep."],
    parent: ["The Nwosu quote for the Aurora six-seater came to £6,695 delivered and installed, with a 40% deposit."],
    conflicts: [
      ["£6,495", "£6,695"],
      ["50% dep", "a 40% deposit"],
    ],
    paraphrases: [
      ["6-seat", "six-seater"],
      ["del + install", "delivered and installed"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "chemicals in the Patel monthly service",
    branch: ["The Patel monthly service price includes chemicals."],
    parent: ["Patel mthly svc £95: chemicals NOT incl, billed separately."],
    conflicts: [["includes chemicals", "chemicals NOT incl"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "no steps with the Harper hot tub, said twice",
    branch: ["Steps are not included with the Harper hot tub; the customer is buying her own."],
    parent: ["Harper HT: no steps."],
    conflicts: [],
    paraphrases: [["Steps are not included", "no steps"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "electrician for the Quinn hot tub",
    branch: ["JS 2290 Quinn HT: 32A supply already in, no sparky needed."],
    parent: ["For the Quinn hot tub we'll need our electrician on site to put in the 32 amp supply."],
    conflicts: [["no sparky needed", "we'll need our electrician on site"]],
    paraphrases: [["32A supply", "32 amp supply"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "showroom Saturday opening in January",
    branch: ["We're open Saturdays in the showroom through January, same hours as the rest of the year."],
    parent: ["Showroom closed Sats in Jan (staff on stock take)."],
    conflicts: [["open Saturdays in the showroom through January", "closed Sats in Jan"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "Dunmore heat pump service moved a day",
    branch: ["The heat pump service for the Dunmore pool is on Thursday 10 April."],
    parent: ["Dunmore HP svc moved to Fri 11/04, tech off Thu."],
    conflicts: [["Thursday 10 April", "Fri 11/04"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "Tan replacement pump corrected",
    branch: [
      "Hi Jo, the Tan pool's new pump is a 1 hp single speed.",
      "Sorry, scrap that, it's the 1.5 hp variable speed one, I misread the order. Sam",
    ],
    parent: ["Tan pump replacement: 1 hp single speed, fit Mon."],
    conflicts: [["1.5 hp variable speed", "1 hp single speed"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "Kerr liner deposit self-corrected",
    branch: ["The deposit for the Kerr liner is £500, no, sorry, £600, I've checked the quote."],
    parent: ["Kerr liner: deposit of six hundred pounds received by BACS."],
    conflicts: [],
    paraphrases: [["£600", "six hundred pounds"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "Fitzroy Gym pool deep clean moved",
    branch: ["The Fitzroy Gym pool is shut for its deep clean on 2 and 3 June."],
    parent: [
      "Update from the Fitzroy Gym manager: the pool deep clean moves to 9 and 10 June because of a swim gala that week.",
    ],
    conflicts: [["2 and 3 June", "9 and 10 June"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "Ng liner install crew",
    branch: [
      "Ng liner install: 2 fitters.",
      "Actually make that 3 fitters, the pool has a deep end with built-in steps.",
    ],
    parent: ["The Ng liner install has two fitters on it on Tuesday."],
    conflicts: [["3 fitters", "two fitters"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "two Jacksons' hot tub deliveries",
    branch: ["Mr Jackson at 12 Elm Road wants his hot tub delivered on 14 October."],
    parent: ["HT del Mrs Jackson, 7 Elm Grove: 21/10."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "Byrne solar cover reels each and in total",
    branch: ["Solar cover reels are £395 each on the Byrne order."],
    parent: ["Byrne order total: 3 x solar cover reels = £1,185."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "Lindqvist pool build deposit and balance",
    branch: ["Lindqvist pool build: deposit £12,000 on signing."],
    parent: ["The Lindqvist pool build has a balance of £36,000 due at handover."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "Westcliffe Hotel indoor and outdoor pools",
    branch: ["The Westcliffe Hotel indoor pool runs at 29C."],
    parent: ["Westcliffe Hotel outdoor pool: 27C, heat pump on a timer."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two hot tubs at Fern Cottage",
    branch: ["At Fern Cottage the hot tub on the deck is set to 38C."],
    parent: ["Fern Cottage 2nd HT (by the barn): set 40C."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "Evans pump seal kit part number",
    branch: ["The part for the Evans pump is seal kit SK-2047."],
    parent: ["Evans pump: ordered seal kit SK-2074 from the wholesaler."],
    conflicts: [["SK-2047", "SK-2074"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "Obi hot tub warranty claim",
    branch: ["Warranty claim Obi HT: s/n AQ19-55310, heater fault."],
    parent: [
      "For the Obi warranty claim, the hot tub's serial number is AQ19-55301 and the fault is the circulation pump.",
    ],
    conflicts: [
      ["AQ19-55310", "AQ19-55301"],
      ["heater fault", "the circulation pump"],
    ],
    paraphrases: [],
    shapes: ["identifier", "multi"],
  },
  {
    name: "neighbouring job sheets for Ryder and Rider",
    branch: ["JS 3140 Ryder: filter clean Tue 6 May."],
    parent: ["JS 3141 Rider: filter clean Thu 8 May."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "Carver invoice paid",
    branch: ["INV 0457 Carver: £240 svc, pd BACS."],
    parent: ["Mrs Carver paid invoice 0457 for £240 by bank transfer."],
    conflicts: [],
    paraphrases: [
      ["INV 0457", "invoice 0457"],
      ["pd BACS", "by bank transfer"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "Moreau villa key safe code",
    branch: ["The key safe code at the Moreau villa is 4821."],
    parent: ["Moreau villa key safe: 4812."],
    conflicts: [["4821", "4812"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "Hale opening kit list",
    branch: ["Van kit for the Hale open-up: cover pump, leaf net, pH minus, shock, test kit."],
    parent: ["For the Hale opening we're taking the cover pump, a leaf net, pH plus, shock and the test kit."],
    conflicts: [["pH minus", "pH plus"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "Yates winter kit reordered",
    branch: ["Yates winter kit: winter chems, antifreeze, skimmer plugs, cover clips."],
    parent: ["For the Yates winter kit we're taking cover clips, skimmer plugs, antifreeze and winter chemicals."],
    conflicts: [],
    paraphrases: [["winter chems", "winter chemicals"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "Osei hot tub options",
    branch: ["Osei HT options: LED lights, Bluetooth speakers, cover lifter, steps."],
    parent: ["The Osei tub is coming with LED lights, Bluetooth speakers, a cover lifter and a lockable cover."],
    conflicts: [["steps", "a lockable cover"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "Brookfield Leisure plant room service",
    branch: [
      "Hi Rachel, the Brookfield Leisure plant room service is booked for Monday 7 July with two engineers on site from 7.30am, UV lamp change included, £2,400 plus VAT. Best, Marcus",
    ],
    parent: [
      "Brookfield Leisure plant rm svc: Mon 07/07, 3 engs, on site 07:30, UV lamp change NOT incl, £2,400 + VAT.",
    ],
    conflicts: [
      ["two engineers", "3 engs"],
      ["UV lamp change included", "UV lamp change NOT incl"],
    ],
    paraphrases: [
      ["Monday 7 July", "Mon 07/07"],
      ["7.30am", "07:30"],
      ["£2,400 plus VAT", "£2,400 + VAT"],
    ],
    shapes: ["multi", "negation", "paraphrase"],
  },
  {
    name: "Ridley hot tub starter pack",
    branch: [
      "Starter pack for Ridley HT: 1kg chlor granules, 500ml foam remover, 2 filter cartridges, test strips x50.",
    ],
    parent: [
      "Ridley's hot tub starter pack has a kilo of chlorine granules, half a litre of foam remover, three filter cartridges and 50 test strips.",
    ],
    conflicts: [["2 filter cartridges", "three filter cartridges"]],
    paraphrases: [
      ["1kg chlor granules", "a kilo of chlorine granules"],
      ["500ml foam remover", "half a litre of foam remover"],
      ["test strips x50", "50 test strips"],
    ],
    shapes: ["multi", "list", "paraphrase"],
  },
  {
    name: "Adeyemi sandstone coping, all agreeing",
    branch: [
      "The sandstone coping for the Adeyemi pool is 40 mm thick in 600 mm lengths, 28 lengths in all, with delivery in a fortnight.",
    ],
    parent: ["Adeyemi coping: 4cm thick sandstone, 60cm lengths, 28 no., del in 2 wks."],
    conflicts: [],
    paraphrases: [
      ["40 mm thick", "4cm thick"],
      ["600 mm lengths", "60cm lengths"],
      ["28 lengths in all", "28 no."],
      ["in a fortnight", "in 2 wks"],
    ],
    shapes: ["multi", "paraphrase"],
  },
];
