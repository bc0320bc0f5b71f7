/**
 * Held-out merge-conflict pairs, set 62 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: book publishing and printing (print runs, proofs, ISBNs, paper stock and bindings, author
 * tours, deliveries to the distributor). About a third of the messages are production-schedule
 * shorthand and pasted sheet rows.
 *
 * Topics (one per case, 40 in all):
 *   close: hardback first printing quantity, ebook ISBN in the log (identifier), distributor booking
 *     reference (identifier), text paper weight, Leeds tour date, second proofs deadline, spine
 *     width on the cover template, printer unit cost, large print extent (list), carton weight on
 *     the ASN, bound proof order, signed copies.
 *   multi: cookbook binding, delivery warehouse, author launch week and radio (negation), RRPs
 *     across formats (list), proof schedule, reprint printer.
 *   correction: publication date moved, ribbon marker dropped (negation), paperback ISBN
 *     (identifier), dues figure.
 *   paraphrase: print bill in euros, launch times, a dozen author copies, lead-time range, book
 *     weight for postage, ISO date, TPB delivery week, ISBN hyphenation (identifier), overs
 *     percentage, reprint shorthand, US co-edition, tour cities reordered (list).
 *   shared-words: last and next reprint, hardback and paperback runs, first and second proofs,
 *     bound proofs and finished copies, two titles' ISBNs, paper allocation and usage.
 *
 * Counts by shape (a case may carry more than one): close 12, identifier 4, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 3.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_62: HeldOutConflictCase[] = [
  // ───────────────────────────── close ─────────────────────────────
  {
    name: "h62 hardback first printing quantity",
    branch: [
      "How many are we doing on the first printing of The Salt Orchard? Sales want a figure before Thursday's meeting.",
      "Agreed with Priya this morning: a first printing of three and a half thousand hardbacks, publishing 14 March as planned.",
      "Great, I'll pass that on to the reps.",
    ],
    parent: [
      "Updated row, pasted from the master schedule:\nTitle | ISBN-13 | Fmt | Qty | Pub\nThe Salt Orchard | 978-1-9163-4471-6 | HB | 3,000 | 14/03",
      "Printer's quote for that quantity is in the shared drive.",
    ],
    conflicts: [["three and a half thousand hardbacks", "HB | 3,000"]],
    paraphrases: [["publishing 14 March", "14/03"]],
    shapes: ["close"],
  },
  {
    name: "h62 ebook ISBN in the log",
    branch: [
      "Metadata check on Winter Ledger before the ONIX feed goes out tonight. Can someone confirm the ISBNs?",
      "PB 9781802315547, ePub 978-1-80231-556-1. No audio ISBN yet.",
      "Thanks, pasting those into the record now.",
    ],
    parent: [
      "From the ISBN log:\nWinter Ledger | PB | 978-1-80231-554-7 | assigned\nWinter Ledger | ePub | 978-1-80231-565-3 | assigned\nWinter Ledger | Audio | TBC",
    ],
    conflicts: [["ePub 978-1-80231-556-1", "ePub | 978-1-80231-565-3"]],
    paraphrases: [["PB 9781802315547", "PB | 978-1-80231-554-7"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h62 distributor booking reference",
    branch: [
      "Has the slot at the distributor been booked for The Lantern Keepers paperbacks?",
      "Yep: w/c 9 June, booking ref GDL-20931, 14 pallets.",
      "Perfect, I'll send that over to the printer's transport desk.",
    ],
    parent: [
      "Subject: Re: Booking GDL-20913 – The Lantern Keepers PB\n\nHi both, goods-in confirm fourteen pallets arriving the week commencing 9th June. Please quote the reference on every delivery note or they'll be turned away.",
    ],
    conflicts: [["booking ref GDL-20931", "Booking GDL-20913"]],
    paraphrases: [
      ["14 pallets", "fourteen pallets"],
      ["w/c 9 June", "week commencing 9th June"],
    ],
    shapes: ["close", "identifier"],
  },
  {
    name: "h62 text paper weight for the novel",
    branch: [
      "What stock are we putting Crow Year on? The last novel felt flimsy in the hand.",
      "Going up to a ninety-gram Munken Premium Cream for the text so it bulks out a bit more.",
      "Sensible at 352 pages.",
    ],
    parent: [
      "Spec as sent to the printer: 352pp | 198x129mm | text 80gsm Munken Premium Cream | cover 300gsm, 4/0, matt lam | limp",
    ],
    conflicts: [["ninety-gram Munken Premium Cream", "text 80gsm Munken Premium Cream"]],
    paraphrases: [["352 pages", "352pp"]],
    shapes: ["close"],
  },
  {
    name: "h62 Leeds tour date",
    branch: [
      "Tour is nearly locked. Leeds is Waterstones Briggate on Tuesday 22 April at 7pm.",
      "Does Helen need a room that night?",
      "Hotel: 1 nt, 5 min walk from the shop, booked.",
    ],
    parent: [
      "Tour grid v3:\nw/c 21 Apr | Leeds, Waterstones Briggate | Wed 23/04 | 19:00 | hotel booked\nw/c 28 Apr | York, Fox Lane Books | Tue 29/04 | 18:30 | hotel TBC",
    ],
    conflicts: [["Tuesday 22 April", "Wed 23/04"]],
    paraphrases: [["at 7pm", "19:00"]],
    shapes: ["close"],
  },
  {
    name: "h62 second proofs return deadline",
    branch: [
      "When do the second proofs of Glasshouse need to be back with the typesetter?",
      "2nd proofs back to typesetter: noon Fri | corrections slot Mon am",
    ],
    parent: [
      "Just off the phone with Marek at the typesetter. Second proofs back to him by 1pm Friday at the latest, or we lose the Monday morning slot.",
    ],
    conflicts: [["noon Fri", "by 1pm Friday"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h62 spine width on the cover template",
    branch: [
      "Printer came back with the bulk on Midnight Cartography: spine is twenty-one millimetres on the 70gsm.",
      "OK, I'll tell design. That's four hundred and sixteen pages, right?",
      "Right.",
    ],
    parent: ["COVER TEMPLATE — Midnight Cartography — 416pp — 70gsm — spine 24mm — trim 234x153mm — issued to design"],
    conflicts: [["spine is twenty-one millimetres", "spine 24mm"]],
    paraphrases: [["four hundred and sixteen pages", "416pp"]],
    shapes: ["close"],
  },
  {
    name: "h62 printer unit cost quote",
    branch: [
      "Quote from Bell & Bain: £2.38 per unit on a run of two and a half thousand.",
      "That's better than the last one. Do we have it in writing?",
      "Email coming this afternoon.",
    ],
    parent: [
      "Quotes in so far:\nQ-2291 | Bell & Bain | 2,500 | unit £2.46 | total £6,150\nQ-2294 | Pureprint | 2,500 | unit £2.71 | total £6,775",
    ],
    conflicts: [["£2.38 per unit", "unit £2.46"]],
    paraphrases: [["two and a half thousand", "Bell & Bain | 2,500"]],
    shapes: ["close"],
  },
  {
    name: "h62 large print extent in the costing rows",
    branch: [
      "Need the extents for the three editions of The Quiet Harbour for costing, please.",
      "HB 320pp, TPB 320pp, large print 448pp.",
    ],
    parent: [
      "Costing sheet rows:\nHB | 320pp | 80gsm | qty 2,000\nTPB | 320pp | 70gsm | qty 4,000\nLarge print | 464pp | 80gsm | qty 600",
    ],
    conflicts: [["large print 448pp", "Large print | 464pp"]],
    paraphrases: [],
    shapes: ["close", "list"],
  },
  {
    name: "h62 carton weight on the ASN",
    branch: [
      "Bookpoint want the carton details for the ASN on Ferrymen.",
      "They're packed twenty-four to a carton, each one weighing fourteen kilos.",
      "Cheers, I'll fill the form in.",
    ],
    parent: ["ASN as submitted: Ferrymen | 978-0-85730-212-0 | Qty 2,688 | Ctn qty 24 | Ctn wt 16kg | Ctns 112"],
    conflicts: [["weighing fourteen kilos", "Ctn wt 16kg"]],
    paraphrases: [["twenty-four to a carton", "Ctn qty 24"]],
    shapes: ["close"],
  },
  {
    name: "h62 bound proof order quantity",
    branch: [
      "Bound proofs — The Hollow Field | qty 150 | deliv. to office w/c 3 Feb",
      "Do we need any for the US team?",
      "They're printing their own.",
    ],
    parent: [
      "Bound proof order confirmed by the printer: one hundred and twenty copies, landing the week of 3 February.",
    ],
    conflicts: [["qty 150", "one hundred and twenty copies"]],
    paraphrases: [["w/c 3 Feb", "the week of 3 February"]],
    shapes: ["close"],
  },
  {
    name: "h62 number of signed copies",
    branch: [
      "Marta's agreed to sign 500 copies at the warehouse on the 12th.",
      "Lovely. Will she do dedications?",
      "Just signatures, no dedications.",
    ],
    parent: [
      "Signed-stock plan, Marta Kowal:\n400 signed copies — split 250 Waterstones / 150 indies\nsigning at the warehouse, 12th, 10:00 start",
    ],
    conflicts: [["sign 500 copies", "400 signed copies"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ───────────────────────────── multi ─────────────────────────────
  {
    name: "h62 cookbook spec binding method",
    branch: [
      "Spec for the Ferment cookbook: 256pp, 246x189mm, 150gsm silk, sewn binding, four colour throughout.",
      "Any chance of a ribbon?",
      "Not at this price.",
    ],
    parent: [
      "Confirmed with the printer: 256 pages at 246 x 189 mm on 150gsm silk, four-colour throughout, PUR bound to keep the unit cost down.",
    ],
    conflicts: [["sewn binding", "PUR bound"]],
    paraphrases: [
      ["256pp", "256 pages"],
      ["246x189mm", "246 x 189 mm"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h62 delivery destination warehouse",
    branch: [
      "Where's the Orchard Year stock going?",
      "Deliv. booked: 6,000 copies | to Bookpoint at Milton Park | Mon 16 June",
    ],
    parent: [
      "Haulier confirmation: 6000 copies, collecting Friday, delivering Monday 16/06 to Combined Book Services, Paddock Wood.",
    ],
    conflicts: [["to Bookpoint at Milton Park", "Combined Book Services, Paddock Wood"]],
    paraphrases: [
      ["6,000 copies", "6000 copies"],
      ["Mon 16 June", "Monday 16/06"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h62 launch week and radio",
    branch: [
      "Jo's launch week: reading at Foyles on the 10th, signing stock at Hatchards on the 11th, and she won't do any radio that week because she wants to save her voice for the events.",
      "Understood, I'll turn the producers down.",
    ],
    parent: [
      "Jo's week as it stands:\nMon 10th | Foyles reading | 18:30\nTue 11th | Hatchards stock signing | 11:00\nWed 12th | BBC Radio Bristol interview, down the line | 08:15",
    ],
    conflicts: [["won't do any radio that week", "BBC Radio Bristol interview"]],
    paraphrases: [],
    shapes: ["multi", "negation"],
  },
  {
    name: "h62 RRPs across formats",
    branch: [
      "Prices agreed at acquisitions: £20 hardback, £10.99 paperback, £7.99 ebook.",
      "Audio?",
      "Audio price is TBC with the distributor.",
    ],
    parent: ["RRP: HB £20.00 / PB £10.99 / eBook £8.99 / Audio TBC"],
    conflicts: [["£7.99 ebook", "eBook £8.99"]],
    paraphrases: [["£20 hardback", "HB £20.00"]],
    shapes: ["multi", "list"],
  },
  {
    name: "h62 proof schedule second proofs",
    branch: [
      "Schedule for Low Tide: first proofs out w/c 3 March, author corrections due 17 March, second proofs 24 March.",
      "And the press date?",
      "Depends how clean the seconds come back.",
    ],
    parent: [
      "Sched (Low Tide): 1st proofs to author w/c 03/03 | corrections back 17/03 | 2nd proofs 31/03 | to press w/c 14/04",
    ],
    conflicts: [["second proofs 24 March", "2nd proofs 31/03"]],
    paraphrases: [
      ["w/c 3 March", "w/c 03/03"],
      ["corrections due 17 March", "corrections back 17/03"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h62 reprint order printer",
    branch: [
      "Reprint of The Marram Line going in: two thousand copies, same spec, printed by Clays, into Bookpoint by 30 May.",
      "Can we change the cover finish while we're at it?",
      "No, same spec means same cover.",
    ],
    parent: [
      "PO 55178 raised: The Marram Line reprint | 2,000 copies | spec unchanged | CPI Antony Rowe | deliv. Bookpoint 30 May",
    ],
    conflicts: [["printed by Clays", "CPI Antony Rowe"]],
    paraphrases: [["two thousand copies", "2,000 copies"]],
    shapes: ["multi"],
  },

  // ─────────────────────────── correction ──────────────────────────
  {
    name: "h62 publication date moved back",
    branch: [
      "Key dates for Bellwether:\nPub day: Thurs 5 Sept\nFinished copies in: w/c 19 Aug\nLaunch: TBC",
      "Thanks, adding to the calendar.",
    ],
    parent: [
      "Sorry, correction on Bellwether: publication has moved back a week, to the twelfth of September, so we're not up against the big Penguin lead that day. Finished copies still expected w/c 19 August.",
    ],
    conflicts: [["Pub day: Thurs 5 Sept", "to the twelfth of September"]],
    paraphrases: [["w/c 19 Aug", "w/c 19 August"]],
    shapes: ["correction"],
  },
  {
    name: "h62 ribbon marker dropped",
    branch: [
      "Final spec for the Stillwater hardback: 288pp on 90gsm Holmen Book Cream, with a ribbon marker and foil on the spine.",
      "Nice, that'll look lovely on the front tables.",
    ],
    parent: [
      "Update, sorry: the Stillwater hardback won't have a ribbon marker after all. The bindery can't fit the run in with ribbons this month. Spine foil stays as planned.",
    ],
    conflicts: [["with a ribbon marker", "won't have a ribbon marker after all"]],
    paraphrases: [],
    shapes: ["correction", "negation"],
  },
  {
    name: "h62 paperback ISBN corrected",
    branch: [
      "ISBNs for Northlight, for the catalogue:\nHB 978-1-915440-26-6\nPB 978-1-915440-27-3\nePub 978-1-915440-28-0",
      "Got them, thanks.",
    ],
    parent: [
      "Correction from the agency log: the paperback is 978-1-915440-29-7. The -27-3 number went to another title last year and can't be reused. HB and ePub are fine as listed.",
    ],
    conflicts: [["PB 978-1-915440-27-3", "the paperback is 978-1-915440-29-7"]],
    paraphrases: [],
    shapes: ["correction", "identifier"],
  },
  {
    name: "h62 dues figure transposed",
    branch: ["Dues, Kestrel PB: 1,840 | ship from 1st delivery", "Good number for a debut."],
    parent: [
      "Correction on the dues figure I gave earlier: it's one thousand four hundred and eighty, I'd transposed two digits. Still shipping from the first delivery.",
    ],
    conflicts: [["Kestrel PB: 1,840", "one thousand four hundred and eighty"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ─────────────────────────── paraphrase ──────────────────────────
  {
    name: "h62 print bill in euros",
    branch: [
      "Inv. Grafiche Lanterna (art book) | €18,400 | full run | payable 60 days",
      "Does that include freight to the UK?",
      "No, freight's quoted separately.",
    ],
    parent: [
      "Finance have logged the Lanterna print bill at eighteen thousand four hundred euros, sixty-day terms, freight not included.",
    ],
    conflicts: [],
    paraphrases: [
      ["€18,400", "eighteen thousand four hundred euros"],
      ["payable 60 days", "sixty-day terms"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 launch times half past six",
    branch: [
      "Launch for The Understorey at Mr B's: doors half past six, reading at seven.",
      "How many chairs?",
      "About sixty.",
    ],
    parent: ["Event sheet: The Understorey launch | Mr B's | doors 18:30 | reading 19:00 | capacity 60 | stock: 80 HB"],
    conflicts: [],
    paraphrases: [
      ["doors half past six", "doors 18:30"],
      ["reading at seven", "reading 19:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 a dozen author copies",
    branch: [
      "How many finished copies is Amara owed under the contract?",
      "A dozen hardbacks, and she can buy more at the author discount.",
    ],
    parent: ["Author copies, Amara Osei: 12 x HB sent from the warehouse today, tracking to follow."],
    conflicts: [],
    paraphrases: [["A dozen hardbacks", "12 x HB"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 reprint lead time range",
    branch: [
      "What's the printer's turnaround on a reprint once files are approved?",
      "Ten to fourteen working days, then two days to the distributor.",
    ],
    parent: ["Reprint lead time (per printer): 10–14 working days from file approval + 2 days transit to distributor"],
    conflicts: [],
    paraphrases: [
      ["Ten to fourteen working days", "10–14 working days"],
      ["two days to the distributor", "2 days transit"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 art book weight for postage",
    branch: [
      "The Atlas of Lost Gardens is heavy: each copy comes in at 1.2 kg.",
      "So no padded bags for the review copies?",
      "No, boxed only.",
    ],
    parent: ["Postage calc: unit wt 1200g | 40 review copies | boxed, courier | est £9.80 each"],
    conflicts: [],
    paraphrases: [["1.2 kg", "unit wt 1200g"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 sales conference ISO date",
    branch: [
      "Sales conf: 2025-10-02 | all jackets final before then",
      "Including the two lead titles?",
      "Especially those.",
    ],
    parent: [
      "Reminder to design: all jackets signed off before the sales conference on Thursday 2 October. No exceptions this year.",
    ],
    conflicts: [],
    paraphrases: [["2025-10-02", "Thursday 2 October"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 trade paperback delivery week",
    branch: [
      "When is the trade paperback of Saltmarsh landing at the warehouse?",
      "TPB Saltmarsh | w/c 7 July | qty 5,000",
    ],
    parent: [
      "Printer confirms the TPB of Saltmarsh delivers week commencing 7th July: five thousand copies, in two drops that week.",
    ],
    conflicts: [],
    paraphrases: [
      ["w/c 7 July", "week commencing 7th July"],
      ["qty 5,000", "five thousand copies"],
      ["trade paperback of Saltmarsh", "TPB of Saltmarsh"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 barcode ISBN with and without hyphens",
    branch: [
      "Can you check the barcode on the proof jacket? Should read 9780571390120.",
      "It does, I scanned it twice.",
    ],
    parent: ["Jacket file approved. ISBN-13 978-0-571-39012-0 on the back, price £16.99 in the barcode add-on."],
    conflicts: [],
    paraphrases: [["9780571390120", "978-0-571-39012-0"]],
    shapes: ["paraphrase", "identifier"],
  },
  {
    name: "h62 overs allowance percentage",
    branch: [
      "Printer's allowing 5% overs on the run, which is standard for them.",
      "Do we pay for the overs?",
      "Yes, at the run-on rate.",
    ],
    parent: ["Terms noted: five per cent overs allowed, charged at run-on rate."],
    conflicts: [],
    paraphrases: [["5% overs", "five per cent overs"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 reprint quantity shorthand",
    branch: ["Reprint on Foxglove Lane approved: 3.5k, same spec.", "Finally. It's been out of stock for a week."],
    parent: [
      "Reprint confirmed: three thousand five hundred copies of Foxglove Lane, spec as before, due in w/c 22 Sept.",
    ],
    conflicts: [],
    paraphrases: [["3.5k", "three thousand five hundred copies"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 US co-edition price and quantity",
    branch: [
      "Co-ed, Tidewrack (US) | 1,500 copies | $4.10 a unit | FOB",
      "Their logo on the spine and ours off?",
      "Yes, plate change for the US run.",
    ],
    parent: [
      "Co-ed confirmed with the US house: fifteen hundred copies, US$4.10 per copy, FOB, their imprint on spine and title page.",
    ],
    conflicts: [],
    paraphrases: [
      ["1,500 copies", "fifteen hundred copies"],
      ["$4.10 a unit", "US$4.10 per copy"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h62 tour cities in another order",
    branch: [
      "Autumn tour for Rook: Manchester, Liverpool and Chester, one event in each.",
      "Three nights away?",
      "Two. Chester's a day trip.",
    ],
    parent: ["Autumn tour stops confirmed: Chester, Manchester, Liverpool. Stock ordered through each shop."],
    conflicts: [],
    paraphrases: [["Manchester, Liverpool and Chester", "Chester, Manchester, Liverpool"]],
    shapes: ["paraphrase", "list"],
  },

  // ────────────────────────── shared-words ─────────────────────────
  {
    name: "h62 last and next reprint",
    branch: ["When did we last reprint The Narrow Sea?", "Last reprint: 1,500 copies, March."],
    parent: ["Planning the next reprint of The Narrow Sea: 2,000 copies, going to press in September."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h62 hardback and paperback runs",
    branch: ["Print run for the Driftwood hardback: 2,500, jacketed.", "Fine. The hardback's always the smaller run."],
    parent: ["PB run (Driftwood, next spring): qty 8,000 | B-format reissue TBC"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h62 first and second proofs dates",
    branch: ["Marrow: 1st proofs to author 04/03, back 14/03.", "She was quick with them."],
    parent: ["Second proofs of Marrow go out 1 April; she's asked for a week with them."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h62 bound proofs and finished copies",
    branch: ["Bound proofs, The Glass Meadow: 200 in at the office 14/01", "Lovely, get them out to booksellers."],
    parent: ["Finished copies — The Glass Meadow | warehouse 02/05 | 40 to office for the author"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h62 two titles two ISBNs",
    branch: ["ISBN for Harbour Lights HB: 978-1-83895-441-3", "The paperback gets its own number next year."],
    parent: ["ISBN for the sequel, Harbour Dark, HB: 978-1-83895-458-1. Same imprint block as Harbour Lights."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h62 paper allocation and usage",
    branch: ["Q3 mill allocation: 40 tonnes, Holmen Book Cream", "Is that enough?", "Should be, with room to spare."],
    parent: ["Autumn list paper usage (Holmen Book Cream): est. 28 tonnes across 11 titles | headroom for one reprint"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
