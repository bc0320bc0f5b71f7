import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 103 (issue 36), written by a helper that had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: picture framers and framing workshops (bespoke framing of watercolours, prints, etchings,
 * sketches, pastels, photographs, diplomas and certificates; mouldings by the metre and by the length
 * from a moulding supplier, with moulding codes; single and double mounts, mount colours, apertures and
 * border widths, conservation and standard mount board; float, museum, anti-reflective and acrylic
 * glazing and glass merchant orders; canvas stretching on stretcher bars with a gallery wrap; box frames
 * for shirts, maps and medals; bevelled mirrors; hangers and D-rings; trade accounts and trade orders
 * for hotels, offices and surgeries; installation and hanging at galleries and offices; works orders,
 * quotes, deposits and balances, invoices; an evening framing class; Saturday opening).
 *
 * Styles: about half the messages are written the way the trade writes them: works order lines,
 * quote lines, supplier and glass order lines, collection and delivery notes, install kit lists,
 * terse one-liners in the trade's shorthand (W/O, Q-, PO, INV, TC, mldg, mnt, dbl mnt, ap, wcol, blk,
 * wht, AR, acct mgr, a/c, cust, coll, del, dep, bal, pd, doz, wks, pp, w/c, thru, incl, BACS), and
 * emails with greetings and sign-offs; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: watercolour works order (glazing and hanger differ); hotel corridor prints, all agreeing (no
 *   conflict); etching sizes and moulding; café invoice paid, all agreeing (no conflict); diploma quote
 *   (glazing and price differ); canvas stretch (bar depth differs); office delivery, all agreeing (no
 *   conflict); trade account (terms and account manager differ); evening framing class (places
 *   differ); glass merchant order (delivery day differs).
 * - paraphrase: double mount and ready date; print count in dozens, moulding, mounts and delivery week;
 *   moulding length in metres; box frame size in mm and cm and price in words; frame count in words;
 *   ready date; self-corrected deposit in words; moulding lengths and name; weeks in figures and words;
 *   invoice number, amount in words and bank transfer; diploma weeks and days, mount and frame; ready
 *   day; delivery day and time, crates and frames; credit limit in k; month written out; no acrylic said
 *   twice; van date; mirror size in inches and feet and a fortnight; class times in 24-hour and
 *   12-hour clock, date and fee in words; glass sheets and anti-reflective.
 * - close: moulding lengths 12/13; collection 14:30/2.45pm; moulding metres 4.5/5; gallery pieces
 *   22/24; canvas sizes 60x90/70x100; diploma price £68/£72; mount borders 75mm/70mm; install van
 *   (correction); installers' start 8:15/08:45; box frame ready 12/19 April.
 * - negation: hanging included in an office job; conservation mount board; Saturday opening in
 *   December; no acrylic on pastels (said twice, no conflict).
 * - correction: tapestry ready date (in the parent); photographs' mount colour (in the branch); a
 *   deposit self-corrected in one message (no conflict); triptych re-quote (in the parent); install van
 *   moved a day (in the branch).
 * - shared-words: a certificate's deposit and balance (no conflict); two neighbouring works orders for
 *   Lee and Leigh (no conflict); an etching's aperture and outside size; a gilt moulding's price per
 *   metre and total; two galleries' hangs; a box frame's deposit and balance.
 * - identifier: two neighbouring works orders (no conflict); moulding code; shirt works order; invoice
 *   number written two ways (no conflict); glass purchase order number (agreeing).
 * - list: consultation corner samples (one differs); install kit reordered (no conflict); canvas sizes
 *   (one differs).
 *
 * Counts: 34 cases, 28 planted conflicts (25 cases with at least one, 3 of them with two), 36
 * paraphrases, 9 cases without any conflict (3 of them multi cases with everything agreeing). Cases per
 * shape (a case can carry several): multi 10, paraphrase 20, close 10, negation 4, correction 5,
 * shared-words 6, identifier 5, list 3.
 *
 * What the author read: the type definitions and their doc comment at the top of
 * ./conflict-cases.ts (up to, not including, its case array); the header comments of sets 2 to 102
 * (the full headers of sets 2 to 55 and 102 printed, with the middle of that listing cut off by the
 * terminal, plus a grep of every header for its "Field:" line and for candidate fields such as framing,
 * galleries, scaffolding, thatching, pianos and farming). The field names of ConflictCase (name,
 * branch, parent, conflicts) were learnt from the TypeScript compiler's errors on a first stub of this
 * file, not by opening eval/conflict-cases.ts.
 */
export const HELDOUT_CONFLICT_CASES_103: HeldOutConflictCase[] = [
  {
    name: "Hendry watercolour works order",
    branch: [
      "W/O 4471 Hendry wcol: mldg oak 20mm flat, dbl mnt ivory/black core, ap 300x400, float glass, D-rings + cord, ready Thu 14 Mar.",
    ],
    parent: [
      "Mrs Hendry's watercolour (W/O 4471) is going in the oak 20mm flat moulding with a double mount, ivory over a black core, aperture 300x400, museum glass, and a sawtooth hanger on the back. Ready Thursday 14 March.",
    ],
    conflicts: [
      ["float glass", "museum glass"],
      ["D-rings + cord", "a sawtooth hanger"],
    ],
    paraphrases: [
      ["dbl mnt ivory/black core", "a double mount, ivory over a black core"],
      ["ready Thu 14 Mar", "Ready Thursday 14 March"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Granby Hotel corridor prints",
    branch: [
      "Hi Tom, confirming the Granby Hotel order: 48 prints framed in 25mm black ash with white mounts, acrylic rather than glass because they're going in the corridors, delivery week commencing 8 April. Thanks, Priya",
    ],
    parent: ["Granby Hotel TC order: 4 doz prints, blk ash 25mm, wht mnts, acrylic (corridors), del w/c 08/04."],
    conflicts: [],
    paraphrases: [
      ["48 prints", "4 doz prints"],
      ["25mm black ash", "blk ash 25mm"],
      ["white mounts", "wht mnts"],
      ["delivery week commencing 8 April", "del w/c 08/04"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Marlowe walnut moulding order",
    branch: ["Marlowe order: 12 x 3m lengths walnut M-218, del Tue."],
    parent: [
      "I sent the Marlowe Mouldings order this morning: 13 lengths of the walnut M-218, 3 metres each, del Tue.",
    ],
    conflicts: [["12 x 3m lengths", "13 lengths"]],
    paraphrases: [["3m", "3 metres each"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "Okoye canvas collection time",
    branch: ["Cust coll Sat 14:30 — Okoye stretched canvas."],
    parent: ["Mr Okoye is collecting his stretched canvas at 2.45pm on Saturday."],
    conflicts: [["14:30", "2.45pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Bell map box frame quote",
    branch: ["Q-0392 Bell — map, box frame 600 x 450 mm, £185 incl VAT."],
    parent: ["Quote for Mrs Bell's map: a box frame 60 x 45 cm, one hundred and eighty-five pounds including VAT."],
    conflicts: [],
    paraphrases: [
      ["600 x 450 mm", "60 x 45 cm"],
      ["£185 incl VAT", "one hundred and eighty-five pounds including VAT"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "Fenwick office hanging",
    branch: [
      "Fenwick Partners want 14 frames for the meeting rooms, and fitting them to the wall is included in the price.",
    ],
    parent: [
      "Fenwick office: fourteen frames for the meeting rooms. Hanging NOT incl — they've got their own facilities team.",
    ],
    conflicts: [["fitting them to the wall is included in the price", "Hanging NOT incl"]],
    paraphrases: [["14 frames", "fourteen frames"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "Harlow sketch mount board",
    branch: [
      "Harlow pencil sketch: cust wants acid-free conservation board for the mount — yes, confirmed on the phone.",
    ],
    parent: [
      "The Harlow pencil sketch is going in standard mount board, not conservation; she said standard board is fine for it.",
    ],
    conflicts: [["acid-free conservation board", "standard mount board, not conservation"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "Jameson tapestry ready date",
    branch: ["Jameson tapestry — stretch + box frame, ready Fri 22 Mar."],
    parent: [
      "The Jameson tapestry should be ready on Friday 22 March.",
      "Correction on the Jameson tapestry: the stretcher bars are back-ordered, so it won't be ready until Wednesday 27 March.",
    ],
    conflicts: [["ready Fri 22 Mar", "Wednesday 27 March"]],
    paraphrases: [["Fri 22 Mar", "Friday 22 March"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "Achebe photographs mount colour",
    branch: [
      "Achebe photos: antique white mounts.",
      "Scratch that — Achebe rang back, he wants soft grey mounts instead of antique white.",
    ],
    parent: ["Mr Achebe's photographs: six of them, black frames, antique white mounts."],
    conflicts: [["he wants soft grey mounts", "antique white mounts"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "Kaur certificate deposit typo",
    branch: ["Deposit on the Kaur wedding certificate frame is £40 — sorry, typo, £45."],
    parent: ["Kaur wedding certificate: deposit of forty-five pounds taken, balance £45 on collection."],
    conflicts: [],
    paraphrases: [["sorry, typo, £45", "deposit of forty-five pounds"]],
    shapes: ["correction", "shared-words", "paraphrase"],
  },
  {
    name: "Lee and Leigh works orders",
    branch: ["W/O 5102 Mrs Lee — oak frame, ready Tue."],
    parent: ["W/O 5103 Mr Leigh — black frame, ready Fri."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "Gilmour etching sizes and moulding",
    branch: ["Gilmour etching: mount aperture 250 x 350mm, walnut frame."],
    parent: ["For the Gilmour etching, the outside size of the frame is 410 x 510mm, and it's going in oak."],
    conflicts: [["walnut frame", "going in oak"]],
    paraphrases: [],
    shapes: ["shared-words", "multi"],
  },
  {
    name: "Tanaka gilt moulding cost",
    branch: ["The Tanaka gilt moulding is £18.50 per metre and the frame needs 4.5 metres of it."],
    parent: ["Tanaka's gilt frame comes to £92.50 in total for the moulding, using 5 metres."],
    conflicts: [["4.5 metres", "5 metres"]],
    paraphrases: [],
    shapes: ["shared-words", "close"],
  },
  {
    name: "Quayside and Millrace gallery hangs",
    branch: ["Hang at the Quayside Gallery is Monday 3 June, 22 pieces."],
    parent: [
      "Hang at the Millrace Gallery is Tuesday 4 June.",
      "Quayside Gallery confirmed they want 24 pieces hung on Monday 3 June.",
    ],
    conflicts: [["22 pieces", "24 pieces"]],
    paraphrases: [],
    shapes: ["shared-words", "close"],
  },
  {
    name: "Black satin moulding reorder code",
    branch: ["Reorder mldg LJ-4402 blk satin x 6 lengths."],
    parent: ["Reordered six lengths of the black satin moulding, code LJ-4420."],
    conflicts: [["LJ-4402", "LJ-4420"]],
    paraphrases: [
      ["x 6 lengths", "six lengths"],
      ["blk satin", "black satin moulding"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "Tyrell shirt works order",
    branch: ["Tyrell signed shirt box frame is on W/O 6618, ready in 3 wks."],
    parent: ["The Tyrell signed football shirt frame is works order 6681, ready in three weeks."],
    conflicts: [["W/O 6618", "works order 6681"]],
    paraphrases: [["ready in 3 wks", "ready in three weeks"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "Harbour Cafe invoice paid",
    branch: ["Pd: INV-00734 Harbour Café £312.00 BACS."],
    parent: ["Harbour Café have paid invoice 734, three hundred and twelve pounds by bank transfer."],
    conflicts: [],
    paraphrases: [
      ["INV-00734", "invoice 734"],
      ["£312.00", "three hundred and twelve pounds"],
      ["BACS", "bank transfer"],
    ],
    shapes: ["multi", "identifier", "paraphrase"],
  },
  {
    name: "Ashworth consultation samples",
    branch: ["Samples for the Ashworth consult: oak, walnut, black ash, white lacquer."],
    parent: ["For the Ashworth consultation, bring corner samples in oak, walnut, black ash and silver leaf."],
    conflicts: [["white lacquer", "silver leaf"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "Pemberton install kit",
    branch: ["Pemberton install kit: spirit level, laser, mirror plates, security screws."],
    parent: ["For the Pemberton install we need the security screws, mirror plates, the laser and a spirit level."],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "Studio Nine canvas sizes",
    branch: ["Studio Nine canvases: 30x40, 40x50, 50x70, 60x90 cm."],
    parent: ["Studio Nine ordered canvases in 30x40, 40x50, 50x70 and 70x100 cm."],
    conflicts: [["60x90", "70x100"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
  {
    name: "Whitlock diploma quote",
    branch: [
      "Hi Sam, for the Whitlock diploma we said a 20mm black frame, single white mount, 2mm acrylic, £68 all in, ready in two weeks. Cheers, Ana",
    ],
    parent: ["Whitlock diploma — blk 20mm, single wht mnt, 2mm glass, £72, ready 14 days."],
    conflicts: [
      ["2mm acrylic", "2mm glass"],
      ["£68 all in", "£72"],
    ],
    paraphrases: [
      ["two weeks", "14 days"],
      ["single white mount", "single wht mnt"],
      ["20mm black frame", "blk 20mm"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Nakamura canvas stretch",
    branch: ["Stretch — Nakamura oil: 38mm bars, gallery wrap, ready Mon."],
    parent: ["Nakamura's oil painting is being stretched on 18mm bars with a gallery wrap, ready Monday."],
    conflicts: [["38mm bars", "18mm bars"]],
    paraphrases: [["ready Mon", "ready Monday"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Carver and Rhodes delivery",
    branch: ["Del Carver & Rhodes Tue 9am: 2 crates, 11 frames."],
    parent: ["The Carver & Rhodes delivery is Tuesday at 9 in the morning: two crates holding eleven frames."],
    conflicts: [],
    paraphrases: [
      ["Tue 9am", "Tuesday at 9 in the morning"],
      ["2 crates", "two crates"],
      ["11 frames", "eleven frames"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Dunmore print mount borders",
    branch: ["Dunmore print: mount borders 75mm all round."],
    parent: ["On the Dunmore print the mount borders are 70mm all round."],
    conflicts: [["75mm all round", "70mm all round"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Orchard Interiors trade account",
    branch: ["New trade a/c — Orchard Interiors: limit £2.5k, 30 days, acct mgr Dev."],
    parent: [
      "I've opened Orchard Interiors' trade account with a £2,500 credit limit, 60-day terms, and Priya looking after it.",
    ],
    conflicts: [
      ["30 days", "60-day terms"],
      ["acct mgr Dev", "Priya looking after it"],
    ],
    paraphrases: [["limit £2.5k", "£2,500 credit limit"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "December Saturday opening",
    branch: ["Shop + workshop open Sat mornings thru Dec."],
    parent: ["We're closed on Saturdays throughout December this year."],
    conflicts: [["open Sat mornings", "closed on Saturdays"]],
    paraphrases: [["thru Dec", "throughout December"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "Moreau pastels glazing",
    branch: ["Never use acrylic on the Moreau pastels — static lifts the pigment."],
    parent: ["Moreau pastels: glass only, no acrylic."],
    conflicts: [],
    paraphrases: [["Never use acrylic", "no acrylic"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "Rahman triptych requote",
    branch: ["Quote for the Rahman triptych: £420 for all three frames."],
    parent: [
      "Rahman triptych quoted at £420 for the three frames.",
      "Update: I re-measured the Rahman triptych and re-quoted it at £465, the centre panel needs a wider moulding.",
    ],
    conflicts: [["£420 for all three frames", "re-quoted it at £465"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "Lindqvist Hotel install van",
    branch: [
      "Van for the Lindqvist Hotel install booked Wed 10 Apr.",
      "Correction: van moved to Thu 11 Apr, the hotel pushed the install back a day.",
    ],
    parent: ["Lindqvist Hotel install: van booked for Wednesday 10 April."],
    conflicts: [["van moved to Thu 11 Apr", "Wednesday 10 April"]],
    paraphrases: [["Wed 10 Apr", "Wednesday 10 April"]],
    shapes: ["correction", "close", "paraphrase"],
  },
  {
    name: "Brookfield surgery hang start",
    branch: [
      "Morning Jo, just so you know, the installers start at the Brookfield surgery at 8:15 on Friday. Thanks, Mel",
    ],
    parent: ["Brookfield surgery hang Fri — crew on site 08:45."],
    conflicts: [["at 8:15 on Friday", "crew on site 08:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Castell bathroom mirror",
    branch: ["Castell bathroom mirror: bevelled, 36 x 24 in, 6mm, ready in a fortnight."],
    parent: ["The Castell mirror is bevelled 6mm glass, 3ft x 2ft, ready in 2 wks."],
    conflicts: [],
    paraphrases: [
      ["36 x 24 in", "3ft x 2ft"],
      ["ready in a fortnight", "ready in 2 wks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "Evening framing class",
    branch: ["Framing class 7 May, 18:00–20:30, 8 places, £45 pp."],
    parent: [
      "The evening framing class runs from 6pm to half eight on the 7th of May, with ten places at forty-five pounds per person.",
    ],
    conflicts: [["8 places", "ten places"]],
    paraphrases: [
      ["18:00–20:30", "6pm to half eight"],
      ["7 May", "7th of May"],
      ["£45 pp", "forty-five pounds per person"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Glass merchant PO 2291",
    branch: ["Glass PO 2291: 10 sheets AR 2mm 1220x910, del Thu."],
    parent: ["PO 2291 to the glass merchant: ten sheets of 2mm anti-reflective, 1220x910, delivery on Friday."],
    conflicts: [["del Thu", "delivery on Friday"]],
    paraphrases: [
      ["10 sheets", "ten sheets"],
      ["AR 2mm", "2mm anti-reflective"],
    ],
    shapes: ["multi", "identifier", "paraphrase"],
  },
  {
    name: "Okafor medal box frame",
    branch: ["Okafor medal box frame: dep £60 pd, ready 12 Apr."],
    parent: ["Okafor medal box frame: balance of £90 due on collection, ready 19 April."],
    conflicts: [["ready 12 Apr", "ready 19 April"]],
    paraphrases: [],
    shapes: ["shared-words", "close"],
  },
];
